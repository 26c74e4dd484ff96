import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeVideo, PosePool } from '../src/index';
import { loadAutoReba } from '../src/reference/autoreba';
import { skeletonsOf } from '../src/angles/landmarks';
import { worldAngles } from '../src/angles/angles-3d';
import { isSideOn } from '../src/angles/estimate-choice';
import { frameToPosture } from '../src/angles/posture';
import { proportionReadings } from '../src/angles/proportions';
import { decodeKeypoints } from '../src/index';
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(here, '../../../../shared/data/autoreba');
const rows = await loadAutoReba(dir);
const pool = new PosePool();
const f1 = (v: { value: number; from2d?: boolean; fromProportions?: boolean } | null | undefined) =>
  v ? `${v.value.toFixed(0)}${v.from2d ? 'd' : v.fromProportions ? 'p' : ''}` : '-';
for (const row of rows) {
  const r = await analyzeVideo(row.still, { model: 'full', fps: 1, pool } as never);
  const track = decodeKeypoints(r.keypoints);
  const frame = track.frames[0];
  if (!frame?.pose) { console.log(row.take, 'none'); continue; }
  const size = { width: track.width, height: track.height };
  const { world, image } = skeletonsOf(frame.pose, size);
  if (!world) continue;
  const a = worldAngles(world);
  const p = frameToPosture(frame, { frameSize: size });
  const m = frameToPosture(frame, { frameSize: size, proportions: false });
  const pr = proportionReadings(image, world, a);
  const lean = (x: { value: number; lean: number } | null) => (x ? `${x.value.toFixed(0)}@${x.lean.toFixed(0)}` : '-');
  console.log(
    `${(row.take + '#' + row.moment + ' ' + row.view).padEnd(52)} yaw ${a.cameraYaw?.toFixed(0)} ${isSideOn(a.cameraYaw) ? 'SIDE' : '    '} exp UA ${row.parts.upper_arm} T ${row.parts.trunk} | trunk ${f1(p.axial.trunk_flexion)} (3d ${f1(a.axial.trunk_flexion)}, prop ${lean(pr.trunkFlexion)}) | L ${f1(p.left.upper_arm_flexion)} (3d ${f1(a.left.upper_arm_flexion)}, prop ${lean(pr.upperArmFlexion.left)}) R ${f1(p.right.upper_arm_flexion)} (3d ${f1(a.right.upper_arm_flexion)}, prop ${lean(pr.upperArmFlexion.right)}) m ${f1(m.left.upper_arm_flexion)}/${f1(m.right.upper_arm_flexion)}`,
  );
}
await pool.close();
process.exit(0);
