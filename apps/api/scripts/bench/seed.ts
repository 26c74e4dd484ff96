/**
 * The seeded organization the PostgreSQL benchmarks share (bench:dashboard, bench:api): 100
 * operations × 10 tasks and BENCH_ASSESSMENTS (10,000) assessments over 18 months, with
 * recommendations, plus a neighbour organization of the same size in the same tables, in a fresh
 * database of its own.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { assessmentTypes, findMethod } from '@ergo/contracts';
import {
  assessmentId,
  assessments,
  type Database,
  operations,
  type OrganizationId,
  organizations,
  recommendations,
  tasks,
  type UserId,
  users,
} from '@ergo/db';

export const ASSESSMENTS = Number(process.env.BENCH_ASSESSMENTS ?? 10_000) || 10_000;
export const OPERATIONS = 100;
export const TASKS_PER_OPERATION = 10;
const DAY = 86_400_000;

/** A deterministic stream of numbers in [0, 1), so two runs seed the same organization. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A plausible score and its risk level for each method (the published bands where there is a scale). */
function scored(type: string, next: () => number): { score: number; level: string } {
  const scale = findMethod(type)?.scale;
  if (scale) {
    const score = scale.min + Math.floor(next() * (scale.max - scale.min + 1));
    return { score, level: scale.band(score).risk_level };
  }
  const percent = Math.round(next() * 100);
  if (type === 'wisha') {
    const li = Math.round(next() * 250) / 100;
    return {
      score: li,
      level: li < 0.5 ? 'low' : li <= 1 ? 'medium' : li <= 2 ? 'high' : 'very_high',
    };
  }
  if (type === 'checklist')
    return { score: percent, level: percent >= 80 ? 'low' : percent >= 50 ? 'medium' : 'high' };
  return {
    score: percent,
    level: percent < 40 ? 'low' : percent < 50 ? 'medium' : percent < 70 ? 'high' : 'very_high',
  };
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** SPEC's six types, as the registry lists them. */
const SEEDED_TYPES = assessmentTypes();

/** 100 operations × 10 tasks, 10,000 assessments over 18 months, recommendations with follow-ups. */
export async function seedOrganization(
  db: Database,
  orgId: OrganizationId,
  userId: UserId,
  seed: number,
) {
  const next = random(seed);
  const opRows = Array.from({ length: OPERATIONS }, (_, i) => ({
    id: randomUUID(),
    organizationId: orgId,
    name: `Area ${seed}-${i}`,
    nameKey: `area ${seed}-${i}`,
    nameSort: `area ${seed}-${String(i).padStart(3, '0')}`,
  }));
  await insertBatches(opRows, (batch) => db.insert(operations).values(batch));
  const taskRows = opRows.flatMap((op, i) =>
    Array.from({ length: TASKS_PER_OPERATION }, (_, j) => ({
      id: randomUUID(),
      organizationId: orgId,
      operationId: op.id,
      name: `Task ${i}-${j}`,
      nameSort: `task ${i}-${j}`,
      assessmentTypes: SEEDED_TYPES,
    })),
  );
  await insertBatches(taskRows, (batch) => db.insert(tasks).values(batch));
  const now = Date.now();
  const assessmentRows = Array.from({ length: ASSESSMENTS }, (_, i) => {
    const task = taskRows[Math.floor(next() * taskRows.length)] ?? taskRows[0];
    if (!task) throw new Error('no task');
    const type = SEEDED_TYPES[Math.floor(next() * SEEDED_TYPES.length)] ?? 'reba';
    const analysing = i % 500 === 0;
    const { score, level } = scored(type, next);
    return {
      id: assessmentId(randomUUID()),
      organizationId: orgId,
      operationId: task.operationId,
      taskId: task.id,
      type,
      name: `Assessment ${i}`,
      status: analysing ? 'processing' : 'completed',
      progress: analysing ? 40 : 100,
      videoFileId: analysing ? randomUUID() : null,
      score: analysing ? null : score,
      riskLevel: analysing ? null : level,
      createdBy: userId,
      createdAt: new Date(now - next() * 540 * DAY),
    };
  });
  await insertBatches(assessmentRows, (batch) => db.insert(assessments).values(batch));
  const statuses = ['TODO', 'IN_PROGRESS', 'COMPLETED'] as const;
  const recRows = assessmentRows
    .filter((_, i) => i % 5 === 0)
    .map((row, i) => {
      const status = statuses[i % 3] ?? 'TODO';
      const followUp =
        status === 'COMPLETED' ? assessmentRows[(i * 7919) % assessmentRows.length] : undefined;
      return {
        organizationId: orgId,
        assessmentId: row.id,
        title: 'Raise the pallet to knuckle height',
        status,
        priority: 'HIGH' as const,
        followUpAssessmentId: followUp?.id ?? null,
        dueDate: new Date(now + (next() - 0.5) * 120 * DAY).toISOString().slice(0, 10),
      };
    });
  await insertBatches(recRows, (batch) => db.insert(recommendations).values(batch as never));
  return { assessments: assessmentRows.length, recommendations: recRows.length };
}

/** A fresh PostgreSQL database for this run, or null when none is reachable. */
export async function freshPostgres(): Promise<{
  url: string;
  drop: () => Promise<void>;
  keep: () => Promise<void>;
} | null> {
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `ergo_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await client.end();
    },
    keep: () => client.end(),
  };
}

/** Another organization of the same size in the same tables: the queries must find the caller's rows among others'. */
export async function seedNeighbour(db: Database, fallbackUserId: UserId) {
  const [other] = await db
    .insert(organizations)
    .values({ name: 'Neighbour', credit: 0 })
    .returning();
  if (!other) throw new Error('no organization');
  const [neighbour] = await db
    .insert(users)
    .values({
      organizationId: other.id,
      email: `neighbour-${randomUUID()}@example.com`,
      firstName: 'N',
      lastName: 'N',
      passwordHash: 'x',
    } as never)
    .returning();
  await seedOrganization(db, other.id, neighbour?.id ?? fallbackUserId, 2);
}
