import type { KernelConfig, KernelFunc, TensorInfo } from '@tensorflow/tfjs-core';
import { tfjs } from './tfjs';

/**
 * A faster `Transform` (tf.image.transform) for the WASM backend, for the one call pose-detection
 * makes per frame: the affine warp of the person's region of the frame into the model's 256x256
 * input, bilinear, fill 'constant' or 'nearest', float32, one image.
 *
 * Why: the backend's C++ kernel computes the projection and four bounds-checked reads per output
 * *value* (each channel separately) without SIMD, and took ~10 ms of the ~50-60 ms a frame costs
 * (measured with tf.profile on the 1080p squat clip). This loop computes the coordinates once per
 * output pixel and reads the interior without bounds checks: ~1-2 ms. The arithmetic is the one of
 * TensorFlow's ImageProjectiveTransformV3 (tfjs's CPU kernel, the reference of the WASM one); the
 * test compares it with the original kernel on random images and warps, borders included.
 * Any other use (nearest interpolation, reflect/wrap fill, batches, int32) goes to the original.
 */

interface WasmBackendLike {
  makeOutput(shape: number[], dtype: 'float32'): TensorInfo;
  typedArrayFromHeap(t: TensorInfo): Float32Array | Int32Array | Uint8Array;
}

type TransformAttrs = {
  interpolation: 'nearest' | 'bilinear';
  fillMode: 'constant' | 'reflect' | 'wrap' | 'nearest';
  fillValue: number;
  outputShape?: [number, number] | null;
};

const clamp = (lo: number, x: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);

/** The warp itself, on plain arrays (NHWC with N = 1): exported for the test. */
export function bilinearWarp(
  image: Float32Array,
  height: number,
  width: number,
  channels: number,
  t: ArrayLike<number>,
  outHeight: number,
  outWidth: number,
  fillMode: 'constant' | 'nearest',
  fillValue: number,
  out: Float32Array,
): void {
  const t0 = t[0] ?? 0;
  const t1 = t[1] ?? 0;
  const t2 = t[2] ?? 0;
  const t3 = t[3] ?? 0;
  const t4 = t[4] ?? 0;
  const t5 = t[5] ?? 0;
  const t6 = t[6] ?? 0;
  const t7 = t[7] ?? 0;
  const row = width * channels;
  const clampCoords = fillMode === 'nearest';
  let o = 0;
  for (let oy = 0; oy < outHeight; oy++) {
    for (let ox = 0; ox < outWidth; ox++, o += channels) {
      const projection = t6 * ox + t7 * oy + 1;
      if (projection === 0) {
        for (let c = 0; c < channels; c++) out[o + c] = fillValue;
        continue;
      }
      let x = (t0 * ox + t1 * oy + t2) / projection;
      let y = (t3 * ox + t4 * oy + t5) / projection;
      if (clampCoords) {
        x = clamp(0, x, width - 1);
        y = clamp(0, y, height - 1);
      }
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const x1 = x0 + 1;
      const y1 = y0 + 1;
      const wx1 = x - x0;
      const wx0 = x1 - x;
      const wy1 = y - y0;
      const wy0 = y1 - y;
      if (x0 >= 0 && y0 >= 0 && x1 < width && y1 < height) {
        // interior: all four neighbours exist
        const a = y0 * row + x0 * channels;
        const b = a + row;
        for (let c = 0; c < channels; c++) {
          const top = wx0 * (image[a + c] as number) + wx1 * (image[a + channels + c] as number);
          const bottom = wx0 * (image[b + c] as number) + wx1 * (image[b + channels + c] as number);
          out[o + c] = wy0 * top + wy1 * bottom;
        }
        continue;
      }
      // border: a neighbour outside the image reads as the fill value (TensorFlow's rule)
      const in00 = x0 >= 0 && x0 < width && y0 >= 0 && y0 < height;
      const in10 = x1 >= 0 && x1 < width && y0 >= 0 && y0 < height;
      const in01 = x0 >= 0 && x0 < width && y1 >= 0 && y1 < height;
      const in11 = x1 >= 0 && x1 < width && y1 >= 0 && y1 < height;
      for (let c = 0; c < channels; c++) {
        const v00 = in00 ? (image[y0 * row + x0 * channels + c] as number) : fillValue;
        const v10 = in10 ? (image[y0 * row + x1 * channels + c] as number) : fillValue;
        const v01 = in01 ? (image[y1 * row + x0 * channels + c] as number) : fillValue;
        const v11 = in11 ? (image[y1 * row + x1 * channels + c] as number) : fillValue;
        out[o + c] = wy0 * (wx0 * v00 + wx1 * v10) + wy1 * (wx0 * v01 + wx1 * v11);
      }
    }
  }
}

let installed = false;
/** The backend's own kernel, kept to fall back on and for `restoreOriginalTransform`. */
let original: KernelConfig | undefined;

/** Replaces the WASM backend's Transform kernel once per thread (after the backend is set). */
export function installFastTransform(): void {
  if (installed) return;
  const { tf } = tfjs();
  original ??= tf.getKernel('Transform', 'wasm');
  if (!original) return;
  const originalFunc = original.kernelFunc;
  const kernelFunc: KernelFunc = (args) => {
    const { image, transforms } = args.inputs as { image: TensorInfo; transforms: TensorInfo };
    const attrs = args.attrs as unknown as TransformAttrs;
    const [batch, height, width, channels] = image.shape as [number, number, number, number];
    const fast =
      attrs.interpolation === 'bilinear' &&
      (attrs.fillMode === 'constant' || attrs.fillMode === 'nearest') &&
      image.dtype === 'float32' &&
      batch === 1 &&
      transforms.shape[0] === 1;
    if (!fast) return originalFunc(args);
    const backend = args.backend as unknown as WasmBackendLike;
    const [outHeight, outWidth] = attrs.outputShape ?? [height, width];
    const out = backend.makeOutput([1, outHeight, outWidth, channels], 'float32');
    // views taken after makeOutput: allocating may grow (and so replace) the WASM heap
    const imageVals = backend.typedArrayFromHeap(image) as Float32Array;
    const t = backend.typedArrayFromHeap(transforms);
    const outVals = backend.typedArrayFromHeap(out) as Float32Array;
    bilinearWarp(
      imageVals,
      height,
      width,
      channels,
      t,
      outHeight,
      outWidth,
      attrs.fillMode as 'constant' | 'nearest',
      attrs.fillValue,
      outVals,
    );
    return out;
  };
  tf.unregisterKernel('Transform', 'wasm');
  tf.registerKernel({ ...original, kernelFunc });
  installed = true;
}

/** Puts the backend's own kernel back (tests compare the two). */
export function restoreOriginalTransform(): void {
  if (!installed || !original) return;
  const { tf } = tfjs();
  tf.unregisterKernel('Transform', 'wasm');
  tf.registerKernel(original);
  installed = false;
}
