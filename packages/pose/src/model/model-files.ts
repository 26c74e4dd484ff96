import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** 'heavy' is not shipped: it loads only from a models dir that holds it (measured in the README). */
export type BlazePoseModel = 'full' | 'lite' | 'heavy';

/**
 * SHA-256 of every shipped model file (same content as models/SHA256SUMS). Checked before the
 * weights are handed to tfjs, so a truncated checkout or a swapped file fails loudly instead of
 * producing plausible-looking wrong angles.
 */
export const MODEL_SHA256: Readonly<Record<string, string>> = {
  'blazepose-detector.json': 'f74537713344b8062087945585f1a6e9b2a3827b3c6f49c14e661c007b2c1dfa',
  'blazepose-detector.bin': '8c637d3a05ef6ffd9d70cda55081ad9103bf87b73b6c65d7e8faa54e2cfe327e',
  'blazepose-full.json': '543a8415032e47d9a57bbd7a17080cae62221acefbcd9007ad1b95e57f8c86eb',
  'blazepose-full.bin': '5dd67d57f4886a2ddfdad4496217e7ce012fb8d2e8f87d475a8cc0220d89086c',
  'blazepose-lite.json': 'db4cbdb614e8064e8c7b01e163b5fea77eeb5d5b3ef7014c74d85bab89da1061',
  'blazepose-lite.bin': '168a3dfa28aba0b543377670e1af1fec65fad837d033d45472ad946b480e31a4',
  // heavy is not shipped (27.5 MB): pinned so that a models dir that holds it can be measured
  'blazepose-heavy.json': 'b0aa28f0710b0159851250ba3db184054abce6132825a598c102aa049d336588',
  'blazepose-heavy.bin': 'a83494537a0d4229f7f09597b3cded0b90d04629d60a31f865b4ddea8de0adf8',
  // MoveNet MultiPose Lightning: finds every person in a frame (who is who, not the 3D pose)
  'movenet-multipose.json': '3c76e18669efc50148b28d0be97db491dc055cb2be292d248ec129031c5aa5de',
  'movenet-multipose.bin': '19828492d4a69c2e08915916c70f4d22c421c3b59152dfa5601834fc54f54118',
};

/** Pinned but not shipped in models/ (too large for the gain; see README "Models"). */
export const UNSHIPPED_MODEL_FILES: readonly string[] = [
  'blazepose-heavy.json',
  'blazepose-heavy.bin',
];

export class ModelIntegrityError extends Error {
  override readonly name = 'ModelIntegrityError';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where the model files are. Order: explicit option, ERGO_POSE_MODELS_DIR, then `models/` of this
 * package found relative to this source file (works from src under tsx/vitest). A bundled build
 * must pass `modelsDir` or set the env var (or copy models/ next to the bundle, see README).
 */
export function resolveModelsDir(explicit?: string): string {
  if (explicit) return explicit;
  const fromEnv = process.env.ERGO_POSE_MODELS_DIR;
  if (fromEnv) return fromEnv;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../models'), // packages/pose/src/model -> packages/pose/models
    path.resolve(here, 'models'), // bundle with models/ copied next to it
    path.resolve(here, '../models'),
  ];
  try {
    // a bundle inside the monorepo still finds the workspace package through node_modules/@ergo/pose
    const pkg = createRequire(import.meta.url).resolve('@ergo/pose/package.json');
    candidates.push(path.join(path.dirname(pkg), 'models'));
  } catch {
    // not resolvable from here: only the candidates above
  }
  for (const c of candidates) {
    if (existsSync(path.join(c, 'blazepose-detector.json'))) return c;
  }
  throw new Error(
    `BlazePose model files not found (looked in ${candidates.join(', ')}); set ERGO_POSE_MODELS_DIR`,
  );
}

/** Reads a model file and checks its hash against the pinned manifest. */
export async function readVerifiedModelFile(dir: string, file: string): Promise<Buffer> {
  const expected = MODEL_SHA256[file];
  if (!expected)
    throw new ModelIntegrityError(file, `model file ${file} is not in the pinned manifest`);
  const data = await readFile(path.join(dir, file));
  const actual = createHash('sha256').update(data).digest('hex');
  if (actual !== expected) {
    throw new ModelIntegrityError(
      file,
      `model file ${file} has sha256 ${actual}, expected ${expected}`,
    );
  }
  return data;
}
