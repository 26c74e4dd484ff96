import type { ScoreDocument } from '@ergo/contracts';
import type { ReactNode } from 'react';

/**
 * The cards of a completed assessment's screen, made once from its results; a layout only
 * arranges them. A card the method does not have is null (no heat map or parts table for a method
 * that scores no parts).
 */
export interface DetailSections {
  /** `detail-<method code>`, the test id of the screen's root */
  testId: string;
  result: ScoreDocument;
  /** the score card; a layout may add a note of its method at its end */
  summary: (footer?: ReactNode) => ReactNode;
  /** the readings to confirm by eye (the score's most influential doubts); null when none */
  confirm: ReactNode | null;
  player: ReactNode;
  graphs: ReactNode;
  heatMap: ReactNode | null;
  partsTable: ReactNode | null;
  breakpoints: ReactNode | null;
  kinematics: ReactNode | null;
  corrections: ReactNode;
  frameCorrection: ReactNode;
  recommendations: ReactNode;
}
