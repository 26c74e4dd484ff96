import { severityRange, type BeforeAfter, type StoredResults } from '@ergo/contracts';
import type { AssessmentRow } from '../assessments/find-assessment';

/** One side of the comparison: the assessment and its analysis, when it has one. */
export interface Compared {
  row: AssessmentRow;
  results: StoredResults | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A checklist's compliance rises when things improve; every other method's score falls. */
const lowerIsBetter = (type: string) => {
  const { best, worst } = severityRange(type);
  return best < worst;
};

function described({ row }: Compared): BeforeAfter['before'] {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    score: row.score,
    risk_level: row.riskLevel,
  };
}

function bodyParts(before: StoredResults | null, after: StoredResults | null) {
  const names = [
    ...new Set(
      [...(before?.body_parts ?? []), ...(after?.body_parts ?? [])].map((p) => p.body_part),
    ),
  ];
  const of = (results: StoredResults | null, name: string) => {
    const part = results?.body_parts.find((p) => p.body_part === name);
    return part ? { score: part.score, level: part.level } : null;
  };
  return names.map((name) => ({
    body_part: name,
    before: of(before, name),
    after: of(after, name),
  }));
}

function kinematics(before: StoredResults | null, after: StoredResults | null) {
  const key = (e: { motion: string; side: string | null }) => `${e.motion}:${e.side ?? ''}`;
  const index = (results: StoredResults | null) =>
    new Map((results?.kinematics ?? []).map((entry) => [key(entry), entry]));
  const b = index(before);
  const a = index(after);
  const keys = [...new Set([...b.keys(), ...a.keys()])];
  return keys.flatMap((k) => {
    const entry = b.get(k) ?? a.get(k);
    if (!entry) return [];
    return [
      {
        motion: entry.motion,
        side: entry.side,
        before: b.get(k)?.shares ?? null,
        after: a.get(k)?.shares ?? null,
      },
    ];
  });
}

/**
 * The measured before and after of a recommendation: the original assessment against its
 * follow-up, score by score, part by part and band by band. The change is after minus before;
 * the reduction is that change in % of the score before, positive when the risk went down.
 */
export function compareAssessments(before: Compared, after: Compared): BeforeAfter {
  const ready = after.row.score !== null && before.row.score !== null;
  const points = ready ? round1((after.row.score ?? 0) - (before.row.score ?? 0)) : null;
  const base = before.row.score;
  const percent = points !== null && base ? round1((points / base) * 100) : null;
  const down = lowerIsBetter(before.row.type);
  return {
    before: described(before),
    after: described(after),
    ready,
    change: {
      points,
      percent,
      reduction_percent: percent === null ? null : round1(down ? -percent : percent),
      improved: points === null ? null : down ? points < 0 : points > 0,
    },
    body_parts: bodyParts(before.results, after.results),
    kinematics: kinematics(before.results, after.results),
  };
}
