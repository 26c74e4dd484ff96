import type { z } from 'zod';
import type {
  Language,
  nextSuggestionRequestSchema,
  Suggestion,
  suggestionInputSchema,
  suggestionUpdateSchema,
} from '@ergo/contracts';
import { isSuggestionOf, nextSuggestion } from '@ergo/analysis';
import type { Database } from '@ergo/db';
import { recommendationInOrg } from '../../db/recommendations';
import {
  deleteSuggestionRow,
  insertSuggestion,
  suggestionKeysOf,
  suggestionWithFactor,
  updateSuggestionRow,
} from '../../db/recommendation-suggestions';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { isTypedSuggestion } from './catalogue-texts';
import { servedSuggestion } from './served-texts';

async function findRecommendation(db: Database, caller: Caller, id: string) {
  const rec = await recommendationInOrg(db, { orgId: caller.orgId, recommendationId: id });
  if (!rec) throw new AppError(404, 'recommendations.not_found');
  return rec;
}

/**
 * POST /operation/recommendations/{id}/suggestions/: appends a suggestion to the recommendation.
 * A catalogue option added as offered is served in the reader's language; one edited, as typed.
 */
export async function createSuggestion(
  db: Database,
  caller: Caller,
  recommendationId: string,
  input: z.output<typeof suggestionInputSchema>,
  lang: Language,
): Promise<Suggestion> {
  const rec = await findRecommendation(db, caller, recommendationId);
  const key = input.catalogue_key ?? null;
  if (key && (!rec.factorKey || !isSuggestionOf(rec.factorKey, key)))
    throw new AppError(400, 'recommendations.catalogue_key_unknown', 'catalogue_key');
  const row = await insertSuggestion(
    db,
    { orgId: caller.orgId, recommendationId: rec.id },
    {
      text: input.text,
      controlType: input.control_type,
      catalogueKey: key,
      typed: isTypedSuggestion(rec.factorKey, key, input.text),
    },
  );
  return servedSuggestion(rec.factorKey, row, lang);
}

/**
 * PATCH /operation/recommendations/suggestions/{id}/: changes the suggestion in place. Its text
 * stays the catalogue's only if it is exactly the option's (the editor sends it back unchanged).
 */
export async function updateSuggestion(
  db: Database,
  caller: Caller,
  id: string,
  update: z.output<typeof suggestionUpdateSchema>,
  lang: Language,
): Promise<Suggestion> {
  const scope = { orgId: caller.orgId, suggestionId: id };
  const found = await suggestionWithFactor(db, scope);
  if (!found) throw new AppError(404, 'recommendations.suggestion_not_found');
  const row = await updateSuggestionRow(db, scope, {
    text: update.text,
    controlType: update.control_type,
    typed:
      update.text === undefined
        ? undefined
        : isTypedSuggestion(found.factor, found.key, update.text),
  });
  if (!row) throw new AppError(404, 'recommendations.suggestion_not_found');
  return servedSuggestion(found.factor, row, lang);
}

/** DELETE /operation/recommendations/suggestions/{id}/. */
export async function deleteSuggestion(db: Database, caller: Caller, id: string): Promise<void> {
  const deleted = await deleteSuggestionRow(db, { orgId: caller.orgId, suggestionId: id });
  if (!deleted) throw new AppError(404, 'recommendations.suggestion_not_found');
}

/**
 * POST /operation/assessment/suggestion/: the catalogue's next option for a recommendation's factor
 * (or a factor named directly) that is not already one of its suggestions nor declined. Nothing is
 * saved: the user adds it with POST …/suggestions/ when it fits.
 */
export async function suggestAnother(
  db: Database,
  caller: Caller,
  request: z.output<typeof nextSuggestionRequestSchema>,
  lang: Language,
) {
  const passOver = new Set(request.skip);
  let factor: string | null = request.factor_key ?? null;
  if (request.recommendation) {
    const rec = await findRecommendation(db, caller, request.recommendation);
    factor = rec.factorKey;
    const used = await suggestionKeysOf(db, { orgId: caller.orgId, recommendationId: rec.id });
    for (const key of used) if (key) passOver.add(key);
  }
  return { suggestion: factor ? nextSuggestion(factor, passOver, lang) : null };
}
