import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../../../scripts/bundle-node.mjs';

// Entries side by side: the worker process, the job child process, the compute module it loads, and
// the pose worker thread (the pose package looks for pose-worker.js next to the module that runs it).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await bundleNode({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    compute: path.join(root, 'src/compute/analyze-video.ts'),
    'pose-worker': path.join(root, '../../packages/pose/src/parallel/pose-worker.ts'),
    // the isolated process each job attempt's compute runs in (the child runner looks beside itself)
    'job-child': path.join(root, '../api/src/jobs/child-entry.ts'),
  },
  outdir: path.join(root, 'dist'),
});
console.log('worker bundled into apps/worker/dist');
