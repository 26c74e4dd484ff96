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
      `import { organizationId, type AssessmentScope } from '${importPath}';\n${body}\n`,
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

describe("an organization's id is branded", () => {
  it('compiles a scope built from an organization id and an assessment id', async () => {
    const complaints = await compile(
      `const org = organizationId('o');\nconst scope: AssessmentScope = { orgId: org, assessmentId: 'a' };\nexport { scope };`,
    );
    expect(complaints).toBe('');
  }, 60_000);

  it('refuses the two ids swapped: a plain string does not pass for an organization', async () => {
    const complaints = await compile(
      `const org = organizationId('o');\nconst assessmentId: AssessmentId = 'a';\nconst scope: AssessmentScope = { orgId: assessmentId, assessmentId: org };\nexport { scope };`,
    );
    expect(complaints).toMatch(/TS2322.*OrganizationId/s);
  }, 60_000);
});
