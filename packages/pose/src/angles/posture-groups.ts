import type { FramePosture } from '@ergo/ergonomics';

/** The four maps of measured values a posture holds. */
export type PostureGroup = 'axial' | 'left' | 'right' | 'measures';
export const POSTURE_GROUPS: readonly PostureGroup[] = ['axial', 'left', 'right', 'measures'];

/** A copy of each frame with its value maps copied too, for a pass that rewrites values. */
export const copyPostures = <T extends FramePosture>(frames: readonly T[]): T[] =>
  frames.map((f) => ({
    ...f,
    axial: { ...f.axial },
    left: { ...f.left },
    right: { ...f.right },
    measures: { ...f.measures },
  }));
