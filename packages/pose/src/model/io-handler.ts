import path from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import { tfjs } from './tfjs';
import { readVerifiedModelFile } from './model-files';

/**
 * tfjs-core has no file:// loader without tfjs-node (which cannot be installed here), so the
 * graph model is handed over as an IOHandler that reads the verified local files.
 */
export function verifiedFileIOHandler(dir: string, modelJsonFile: string): io.IOHandler {
  return {
    load: async () => {
      const json = await readVerifiedModelFile(dir, modelJsonFile);
      const modelJSON = JSON.parse(json.toString('utf8')) as io.ModelJSON;
      return tfjs().tf.io.getModelArtifactsForJSON(modelJSON, async (manifest) => {
        const specs: io.WeightsManifestEntry[] = [];
        const buffers: Buffer[] = [];
        for (const group of manifest) {
          specs.push(...group.weights);
          for (const p of group.paths)
            buffers.push(await readVerifiedModelFile(dir, path.basename(p)));
        }
        const all = Buffer.concat(buffers);
        const weights = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
        return [specs, weights];
      });
    },
  };
}
