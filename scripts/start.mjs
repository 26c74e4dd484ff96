// `npm start`: installs what is missing, builds, and starts API + web app on the embedded defaults
// (PGlite database, in-process queue, mail outbox) — no database server, no configuration.
import { ensureNpmPackages, mustRun, repoRoot, run } from './lib.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`ErgoAssess needs Node.js 20 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}
await ensureNpmPackages();
if ((await run('bash', ['scripts/install-system-deps.sh'])) !== 0) {
  console.warn('Continuing without ffmpeg: accounts and forms work, video analysis will not.');
}
console.log('Building the web app and the server…');
await mustRun('npm', ['run', 'build', '--silent']);
const code = await run(process.execPath, ['apps/api/dist/main.js'], {
  cwd: repoRoot,
  env: process.env,
});
process.exit(code);
