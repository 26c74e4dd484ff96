import { sql } from 'drizzle-orm';
import { type Database, ORGANIZATION_TABLES, type OrganizationId } from '@ergo/db';

/**
 * Every row an organization owns, table by table (each table with an organization_id column, and
 * the organization itself), in a stable order: taken before and after a sweep, they show whether
 * another organization's requests changed anything, whatever the answers said.
 */
export async function organizationRows(
  db: Database,
  orgId: OrganizationId,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const tables = [...ORGANIZATION_TABLES].sort();
  for (const table of tables) {
    const result = await db.execute(
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(table)}."organization_id" = ${orgId}`,
    );
    out[table] = rowsOf(result)
      .map((row) => JSON.stringify(row))
      .sort();
  }
  const org = await db.execute(
    sql`select * from "organizations" where "organizations"."id" = ${orgId}`,
  );
  out.organizations = rowsOf(org).map((row) => JSON.stringify(row));
  return out;
}

/** node-postgres answers { rows }, PGlite too; drizzle's own result types differ by driver. */
const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
