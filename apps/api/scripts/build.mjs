import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../../../scripts/bundle-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await bundleNode({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'job-child': path.join(root, 'src/jobs/child-entry.ts'),
  },
  outdir: path.join(root, 'dist'),
});
console.log('api bundled into apps/api/dist');
