import { getTableColumns, getTableName, is, type Logger } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/*
 * Tenancy by construction, checked: every statement that reads, changes or deletes an
 * organization's rows must name the organization in SQL, for every such table it touches (a join
 * included), not only rely on an earlier scoped read. The tests run every query through this guard
 * (see ./testing), so a query by id alone fails the test that makes it.
 */

/** Tables whose rows belong to an organization: those with an organization_id column. */
const exported: readonly unknown[] = Object.values(schema);
export const ORGANIZATION_TABLES: readonly string[] = exported
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => 'organizationId' in getTableColumns(table))
  .map((table) => getTableName(table));

/**
 * Lookups that rightly do not name an organization, because the caller has none yet or presents a
 * secret that picks one row: [table, column it is found by, why].
 */
const UNSCOPED_LOOKUPS: readonly (readonly [string, string, string])[] = [
  ['users', 'email', 'sign-in, registration and reset find an account by its address'],
  ['user_tokens', 'token_hash', "a mailed link's token"],
  ['refresh_tokens', 'token_hash', 'a refresh token'],
  ['websocket_ids', 'id', "a notification socket's one-time id"],
  [
    'public_links',
    'token_hash',
    "a survey or checklist link's token (the link then names its organization)",
  ],
];

/** A table a statement names, with its alias when it has one (`from "assessments" "before"`). */
const TABLE_REFERENCE = /\b(?:from|join|update)\s+"(\w+)"(?:\s+(?:as\s+)?"(\w+)")?/gi;

/** The part of a statement that selects rows: its FROM/JOIN/WHERE clauses, not its column lists. */
function conditionsOf(statement: string): string {
  const lower = statement.toLowerCase();
  const start = lower.startsWith('update') ? lower.indexOf(' where ') : lower.indexOf(' from ');
  const end = lower.lastIndexOf(' returning ');
  if (start < 0) return '';
  return statement.slice(start, end > start ? end : undefined);
}

/** The organization tables a statement reads, changes or deletes without naming the organization. */
export function tenancyViolations(statement: string): string[] {
  const text = statement.replace(/\s+/g, ' ').trim();
  if (!/^(select|update|delete|with)\b/i.test(text)) return [];
  const conditions = conditionsOf(text);
  // An aliased table is scoped through its alias: each reference must name the organization.
  const references = new Map(
    [...text.matchAll(TABLE_REFERENCE)].map((match) => {
      const table = match[1] ?? '';
      const name = match[2] ?? table;
      return [`${table} ${name}`, { table, name }] as const;
    }),
  );
  const violations = new Set<string>();
  for (const { table, name } of references.values()) {
    const scopedBy = table === 'organizations' ? 'id' : 'organization_id';
    if (table !== 'organizations' && !ORGANIZATION_TABLES.includes(table)) continue;
    if (conditions.includes(`"${name}"."${scopedBy}"`)) continue;
    const allowed = UNSCOPED_LOOKUPS.some(
      ([lookupTable, column]) =>
        lookupTable === table && conditions.includes(`"${name}"."${column}"`),
    );
    if (!allowed) violations.add(table);
  }
  return [...violations];
}

export class TenancyViolation extends Error {
  constructor(
    readonly statement: string,
    readonly tables: readonly string[],
  ) {
    super(`query without its organization on ${tables.join(', ')}: ${statement.slice(0, 300)}`);
    this.name = 'TenancyViolation';
  }
}

/**
 * A Drizzle logger that refuses any statement tenancyViolations finds fault with. The refusal is
 * also written to stderr: an API test only sees the 500 the error handler makes of it.
 */
export function tenancyGuard(
  report: (violation: TenancyViolation) => void = console.error,
): Logger {
  return {
    logQuery(query) {
      const tables = tenancyViolations(query);
      if (tables.length === 0) return;
      const violation = new TenancyViolation(query, tables);
      report(violation);
      throw violation;
    },
  };
}
