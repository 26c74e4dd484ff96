// Bundles a Node entry point with esbuild: our workspace packages (TypeScript sources) are inlined,
// every npm dependency stays an import resolved from node_modules at run time.
import { build } from 'esbuild';

const keepNpmPackagesExternal = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ergo/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** @param {{ entryPoints: Record<string,string>, outdir: string }} options */
export async function bundleNode({ entryPoints, outdir }) {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepNpmPackagesExternal],
    // A program loads what its role needs: the server's and the compute child's code are chunks
    // of their own, imported on demand by the entry (apps/*/src/main.ts).
    splitting: true,
    // Chunks sit beside the entries: the pose package finds pose-worker.js next to its own module.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.js' },
  });
}
