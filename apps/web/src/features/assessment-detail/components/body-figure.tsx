import { BODY_FIGURE } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { FigureSvg, type FigurePart } from './figure-svg';

export type { FigurePart } from './figure-svg';

/**
 * SPEC §2/§4 heat map: a front-view body figure with each scored body part filled in its heat colour
 * (green low, yellow moderate, orange high, red very high). Parts the method does not score stay
 * grey. Arms show the scored (worse) side on both arms, as the method scores one arm.
 * A method whose regions are not these parts (QEC's back, shoulder/arm, wrist/hand) names them
 * with `partName` and writes each region's score once with `scoresAt`.
 */
export function BodyFigure({
  parts,
  selected,
  onSelect,
  height = 380,
  partName,
  scoresAt,
  label,
}: {
  parts: FigurePart[];
  selected?: string | null;
  onSelect?: (part: string) => void;
  height?: number;
  /** the name of a drawn part (default: the body part's own name) */
  partName?: (part: string) => string;
  /** the drawn parts whose score is written on the figure */
  scoresAt?: readonly string[];
  /** the figure's accessible name */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <FigureSvg
      drawing={BODY_FIGURE}
      parts={parts}
      selected={selected}
      onSelect={onSelect}
      height={height}
      partName={partName}
      scoresAt={scoresAt}
      label={label ?? t('heatMap.figure_label')}
      testId="body-figure"
    />
  );
}
