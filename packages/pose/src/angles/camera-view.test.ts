import { describe, expect, it } from 'vitest';
import { estimateCameraView } from './camera-view';

describe('estimateCameraView', () => {
  it.each([
    [[2, -5, 8, null], 'front', true],
    [[178, -176, 179], 'back', true],
    [[88, 95, 91], 'side', false],
    [[-85, -92], 'side', false],
    [[40, 45, 50], 'oblique', false],
    [[null, null], 'unknown', false],
  ] as const)('%j -> %s', (yaws, view, warn) => {
    const v = estimateCameraView(yaws);
    expect(v.view).toBe(view);
    expect(v.warnFrontBack).toBe(warn);
  });
  it('averages angles on the circle (179 and -179 are back, not front)', () => {
    expect(estimateCameraView([179, -179]).yawDegrees ?? 0).toBeCloseTo(180, 0);
  });
});
