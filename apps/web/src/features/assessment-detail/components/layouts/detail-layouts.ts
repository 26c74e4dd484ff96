import type { DetailLayout } from '@ergo/contracts';
import type { ComponentType } from 'react';
import type { DetailSections } from './detail-sections';
import { LiftingLayout } from './lifting-layout';
import { PostureLayout } from './posture-layout';
import { WorkstationLayout } from './workstation-layout';

/** How each arrangement a method descriptor can ask for (`method.layout`) is drawn. */
export const DETAIL_LAYOUTS: Readonly<Record<DetailLayout, ComponentType<DetailSections>>> = {
  posture: PostureLayout,
  lifting: LiftingLayout,
  workstation: WorkstationLayout,
};
