import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tenancy = fileURLToPath(new URL('../src/tenancy.ts', import.meta.url));
const tsc = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));

/** Compiles `body` beside an import of the tenancy module; the compiler's complaints. */
async function compile(body: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'brand-'));
  try {
    const file = join(dir, 'call.ts');
    const importPath = tenancy.replace(/\.ts$/, '.js');
    await writeFile(
      file,
      `import { assessmentId, organizationId, userId, type AssessmentScope, type UserScope } from '${importPath}';\n${body}\n`,
    );
    const args = ['--noEmit', '--strict', '--module', 'nodenext', '--skipLibCheck', file];
    return await run(process.execPath, [tsc, ...args], { cwd: dir }).then(
      () => '',
      (error: { stdout?: string; message?: string }) =>
        error.stdout ?? error.message ?? 'tsc failed',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ids = "const org = organizationId('o');\nconst assessment = assessmentId('a');\n";

describe("the organization's, the assessment's and the user's ids are branded", () => {
  it('compiles a scope built from an organization id and an assessment id', async () => {
    const complaints = await compile(
      `${ids}const scope: AssessmentScope = { orgId: org, assessmentId: assessment };\nexport { scope };`,
    );
    expect(complaints).toBe('');
  }, 60_000);

  it('refuses the two ids swapped', async () => {
    const complaints = await compile(
      `${ids}const scope: AssessmentScope = { orgId: assessment, assessmentId: org };\nexport { scope };`,
    );
    expect(complaints).toMatch(/TS2322.*OrganizationId/s);
    expect(complaints).toMatch(/TS2322.*AssessmentId/s);
  }, 60_000);

  it('refuses a plain string (a request id, another entity id) in either place', async () => {
    const complaints = await compile(
      "const raw: string = 'x';\nconst scope: AssessmentScope = { orgId: raw, assessmentId: raw };\nexport { scope };",
    );
    expect(complaints.match(/TS2322/g)).toHaveLength(2);
  }, 60_000);

  it("refuses a user's id and an organization's swapped", async () => {
    const complaints = await compile(
      "const org = organizationId('o');\nconst user = userId('u');\nconst ok: UserScope = { orgId: org, userId: user };\nconst swapped: UserScope = { orgId: user, userId: org };\nexport { ok, swapped };",
    );
    expect(complaints.match(/TS2322/g)).toHaveLength(2);
    expect(complaints).toMatch(/UserId/);
  }, 60_000);
});
