import { findingsOf, type Evidence } from '@ergo/analysis';
import type { Database, OrganizationId } from '@ergo/db';
import {
  assessmentsByIds,
  storeCatalogueTexts,
  type RecommendationRow,
} from '../../db/recommendations';
import type { AssessmentRow } from '../assessments/find-assessment';
import {
  catalogueTextsOf,
  parseCatalogueTexts,
  type CatalogueTexts,
  type KeptTexts,
  type MeasuredFigure,
} from './catalogue-texts';
import { evidenceOf } from './evidence';

/** The measured figure the assessment's findings give for a factor, as message key and numbers. */
function figuresOf(evidence: Evidence | null, factor: string | null): MeasuredFigure[] {
  if (!evidence || factor === null) return [];
  return findingsOf(evidence)
    .filter((finding) => finding.factor === factor)
    .map((finding) => finding.measured);
}

const textsOfRow = (row: RecommendationRow): KeptTexts => ({
  title: row.title,
  risk_factor: row.riskFactor,
  measured: row.measured,
  timeframe: row.timeframe,
  action_points: row.actionPoints,
});

/** An assessment's evidence, or null when it has none now or its results cannot be read. */
async function evidenceOrNull(db: Database, row: AssessmentRow): Promise<Evidence | null> {
  try {
    return await evidenceOf(db, row);
  } catch {
    return null;
  }
}

/**
 * What the assessment shows now for a factor (a kept proposal's figure is one of these); none when
 * its results cannot be read, so keeping never fails on them (the figure is then kept as typed).
 */
export async function currentFigures(
  db: Database,
  assessment: AssessmentRow,
  factor: string | null,
): Promise<MeasuredFigure[]> {
  return factor === null ? [] : figuresOf(await evidenceOrNull(db, assessment), factor);
}

/**
 * The catalogue references of recommendations as read. A row kept before they existed (stored as
 * the English or Turkish texts the ergonomist kept) is matched once, on its first read: texts that
 * are exactly the catalogue's become references, its measured figure is matched against what the
 * assessment shows now, everything else stays as typed. The answer is stored (only where no answer
 * is yet), so later reads and a later correction of the assessment do not change it. Every
 * statement names the organization.
 */
export async function catalogueTextsOfRows(
  db: Database,
  orgId: OrganizationId,
  rows: readonly RecommendationRow[],
): Promise<Map<string, CatalogueTexts>> {
  const out = new Map<string, CatalogueTexts>();
  const kept: RecommendationRow[] = [];
  for (const row of rows) {
    const refs = parseCatalogueTexts(row.catalogueTexts);
    if (refs) out.set(row.id, refs);
    else kept.push(row);
  }
  if (kept.length === 0) return out;
  const withFigure = [
    ...new Set(kept.filter((r) => r.factorKey && r.measured).map((r) => r.assessmentId)),
  ];
  const assessmentRows =
    withFigure.length === 0 ? [] : await assessmentsByIds(db, { orgId, assessmentIds: withFigure });
  const evidence = new Map<string, Evidence>();
  for (const row of assessmentRows) {
    const found = await evidenceOrNull(db, row);
    if (found) evidence.set(row.id, found);
  }
  for (const row of kept) {
    const found = evidence.get(row.assessmentId) ?? null;
    const refs = catalogueTextsOf(row.factorKey, textsOfRow(row), figuresOf(found, row.factorKey));
    out.set(row.id, refs);
    // a figure that cannot be checked now (results being redone or unreadable) is served as
    // kept and matched again on the next read, rather than stored as typed for good
    if (!found && withFigure.includes(row.assessmentId)) continue;
    await storeCatalogueTexts(db, { orgId, recommendationId: row.id }, refs);
  }
  return out;
}
