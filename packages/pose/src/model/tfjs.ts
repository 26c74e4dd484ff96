import { createRequire } from 'node:module';

/**
 * tfjs and pose-detection are CommonJS packages without an `exports` map. Loading all of them
 * through one `require` guarantees a single tfjs-core instance (the backend registry is a
 * module-level singleton; two copies would leave pose-detection without the WASM backend).
 */
const require = createRequire(import.meta.url);

export interface Tfjs {
  tf: typeof import('@tensorflow/tfjs-core');
  wasmBackend: typeof import('@tensorflow/tfjs-backend-wasm');
  poseDetection: typeof import('@tensorflow-models/pose-detection');
}

let loaded: Tfjs | null = null;

/**
 * Loaded on first use, not at import: the main thread of the API/worker imports '@ergo/pose' for
 * analyzeVideo/PosePool but runs no model itself, and tfjs costs ~0.3 s and ~80 MB to load.
 */
export function tfjs(): Tfjs {
  loaded ??= {
    tf: require('@tensorflow/tfjs-core') as Tfjs['tf'],
    wasmBackend: require('@tensorflow/tfjs-backend-wasm') as Tfjs['wasmBackend'],
    poseDetection: require('@tensorflow-models/pose-detection') as Tfjs['poseDetection'],
  };
  return loaded;
}

/**
 * Directory holding tfjs-backend-wasm's .wasm files, with a trailing separator as setWasmPaths
 * wants: ERGO_POSE_WASM_DIR, else the installed package resolved from this module.
 */
export function defaultWasmDir(): string {
  const fromEnv = process.env.ERGO_POSE_WASM_DIR;
  if (fromEnv) return fromEnv.endsWith('/') ? fromEnv : `${fromEnv}/`;
  const main = require.resolve('@tensorflow/tfjs-backend-wasm');
  return main.slice(0, main.lastIndexOf('/') + 1);
}
