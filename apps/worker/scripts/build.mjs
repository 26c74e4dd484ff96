import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../../../scripts/bundle-node.mjs';

// The worker process (which also runs as its own analysis compute child) and the pose worker thread
// (the pose package looks for pose-worker.js next to the module that runs it).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await bundleNode({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'pose-worker': path.join(root, '../../packages/pose/src/parallel/pose-worker.ts'),
  },
  outdir: path.join(root, 'dist'),
});
console.log('worker bundled into apps/worker/dist');
