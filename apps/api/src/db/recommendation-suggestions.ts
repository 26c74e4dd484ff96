import { asc, eq, inArray } from 'drizzle-orm';
import {
  byIdInOrg,
  type Database,
  inOrg,
  type OrganizationId,
  recommendations,
  recommendationSuggestions,
} from '@ergo/db';
import type { RecommendationScope, RecommendationsScope } from './recommendations';

/*
 * The queries of the suggestions under a recommendation (issue 32's query layer), each scoped to
 * the organization in SQL, joins included; the domain decides which texts are the catalogue's.
 */

export type SuggestionRow = typeof recommendationSuggestions.$inferSelect;
/** What a new suggestion holds besides its organization and recommendation. */
export type SuggestionColumns = Omit<
  typeof recommendationSuggestions.$inferInsert,
  'id' | 'organizationId' | 'recommendationId'
>;

/** One suggestion within its organization (named, so the two ids cannot trade places). */
export interface SuggestionScope {
  orgId: OrganizationId;
  suggestionId: string;
}

/** The suggestions of recommendations, oldest first (the order they were kept or added in). */
export function suggestionsOf(
  db: Database,
  { orgId, recommendationIds }: RecommendationsScope,
): Promise<SuggestionRow[]> {
  return db
    .select()
    .from(recommendationSuggestions)
    .where(
      inOrg(
        recommendationSuggestions,
        orgId,
        inArray(recommendationSuggestions.recommendationId, [...recommendationIds]),
      ),
    )
    .orderBy(asc(recommendationSuggestions.createdAt), asc(recommendationSuggestions.id));
}

/** The catalogue keys of a recommendation's suggestions, oldest first (null for one typed). */
export async function suggestionKeysOf(
  db: Database,
  { orgId, recommendationId }: RecommendationScope,
): Promise<(string | null)[]> {
  const rows = await db
    .select({ key: recommendationSuggestions.catalogueKey })
    .from(recommendationSuggestions)
    .where(
      inOrg(
        recommendationSuggestions,
        orgId,
        eq(recommendationSuggestions.recommendationId, recommendationId),
      ),
    )
    .orderBy(asc(recommendationSuggestions.createdAt));
  return rows.map((row) => row.key);
}

/** New suggestions under a recommendation of the organization (none: nothing is written). */
export async function insertSuggestions(
  db: Database,
  { orgId, recommendationId }: RecommendationScope,
  rows: readonly SuggestionColumns[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(recommendationSuggestions)
    .values(rows.map((row) => ({ ...row, organizationId: orgId, recommendationId })));
}

/** A new suggestion under a recommendation of the organization. */
export async function insertSuggestion(
  db: Database,
  scope: RecommendationScope,
  columns: SuggestionColumns,
): Promise<SuggestionRow> {
  const [row] = await db
    .insert(recommendationSuggestions)
    .values({
      ...columns,
      organizationId: scope.orgId,
      recommendationId: scope.recommendationId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A suggestion's catalogue key with its recommendation's factor; null when the suggestion is not
 * the organization's.
 */
export async function suggestionWithFactor(
  db: Database,
  { orgId, suggestionId }: SuggestionScope,
): Promise<{ key: string | null; factor: string | null } | null> {
  const [row] = await db
    .select({ key: recommendationSuggestions.catalogueKey, factor: recommendations.factorKey })
    .from(recommendationSuggestions)
    .innerJoin(
      recommendations,
      inOrg(
        recommendations,
        orgId,
        eq(recommendations.id, recommendationSuggestions.recommendationId),
      ),
    )
    .where(byIdInOrg(recommendationSuggestions, suggestionId, orgId));
  return row ?? null;
}

/** Writes a suggestion's columns (stamping the update); null when it is not the org's. */
export async function updateSuggestionRow(
  db: Database,
  { orgId, suggestionId }: SuggestionScope,
  columns: Partial<Pick<SuggestionColumns, 'text' | 'controlType' | 'typed'>>,
): Promise<SuggestionRow | null> {
  const [row] = await db
    .update(recommendationSuggestions)
    .set({ ...columns, updatedAt: new Date() })
    .where(byIdInOrg(recommendationSuggestions, suggestionId, orgId))
    .returning();
  return row ?? null;
}

/** Deletes a suggestion; false when the organization has none by that id. */
export async function deleteSuggestionRow(
  db: Database,
  { orgId, suggestionId }: SuggestionScope,
): Promise<boolean> {
  const deleted = await db
    .delete(recommendationSuggestions)
    .where(byIdInOrg(recommendationSuggestions, suggestionId, orgId))
    .returning({ id: recommendationSuggestions.id });
  return deleted.length > 0;
}
