import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assessments,
  files,
  ORGANIZATION_TABLES,
  organizations,
  tasks,
  migrateDatabase,
  openDatabase,
  tenancyGuard,
  TenancyViolation,
  tenancyViolations,
  users,
} from '../src/index';
import { assessmentId, organizationId } from '@ergo/db';

const ORG = organizationId('00000000-0000-4000-8000-000000000001');
const ID = assessmentId('00000000-0000-4000-8000-000000000002');

// A database of its own whose guard refuses quietly: the refusals here are the expected outcome.
const refused: TenancyViolation[] = [];
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  logger: tenancyGuard((violation) => refused.push(violation)),
});
await migrateDatabase(handle);
afterAll(() => handle.close());
const testDatabase = () => Promise.resolve(handle);

describe('the tenancy guard', () => {
  it('knows which tables hold an organization’s rows', () => {
    expect(ORGANIZATION_TABLES).toEqual(
      expect.arrayContaining(['users', 'operations', 'tasks', 'assessments', 'files']),
    );
    expect(ORGANIZATION_TABLES).not.toContain('jobs');
  });

  it('refuses a query, an update, a delete and a join by id alone', async () => {
    const { db } = await testDatabase();
    await expect(db.select().from(assessments).where(eq(assessments.id, ID))).rejects.toThrow(
      TenancyViolation,
    );
    await expect(
      db.update(assessments).set({ name: 'x' }).where(eq(assessments.id, ID)),
    ).rejects.toThrow(/assessments/);
    await expect(db.delete(files).where(eq(files.id, ID))).rejects.toThrow(/files/);
    await expect(
      db
        .select({ name: tasks.name })
        .from(assessments)
        .innerJoin(tasks, eq(tasks.id, assessments.taskId))
        .where(and(eq(assessments.id, ID), eq(assessments.organizationId, ORG))),
    ).rejects.toThrow(/tasks/);
    await expect(
      db.select().from(organizations).where(eq(organizations.name, 'x')),
    ).rejects.toThrow(/organizations/);
    // each refusal is also reported (to stderr by default: a route test only sees a 500)
    expect(refused.map((violation) => violation.tables)).toEqual([
      ['assessments'],
      ['assessments'],
      ['files'],
      ['tasks'],
      ['organizations'],
    ]);
  });

  it('lets through what names the organization, and the lookups by a secret or an address', async () => {
    const { db } = await testDatabase();
    await db
      .select({ name: tasks.name })
      .from(assessments)
      .innerJoin(
        tasks,
        and(eq(tasks.id, assessments.taskId), eq(tasks.organizationId, assessments.organizationId)),
      )
      .where(and(eq(assessments.id, ID), eq(assessments.organizationId, ORG)));
    await db.select().from(organizations).where(eq(organizations.id, ORG));
    await db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(tenancyViolations('insert into "assessments" ("id") values ($1)')).toEqual([]);
  });

  it('does not mistake a selected organization_id column for a condition', () => {
    expect(
      tenancyViolations(
        'select "assessments"."organization_id", "tasks"."name" from "assessments" inner join "tasks" on "tasks"."id" = "assessments"."task_id" where "assessments"."organization_id" = $1',
      ),
    ).toEqual(['tasks']);
  });

  it('checks an aliased table through its alias', () => {
    const pair =
      'select "before"."id" from "recommendations" inner join "assessments" "before" on "before"."id" = "recommendations"."assessment_id" and "before"."organization_id" = $1 inner join "assessments" "after" on "after"."id" = "recommendations"."follow_up_assessment_id" where "recommendations"."organization_id" = $2';
    expect(tenancyViolations(pair)).toEqual(['assessments']);
    expect(tenancyViolations(`${pair} and "after"."organization_id" = $3`)).toEqual([]);
  });
});
