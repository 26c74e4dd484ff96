import {
  SCENERY,
  WORKSTATION_FIGURE,
  WORKSTATION_FLOOR,
  WORKSTATION_SCENERY,
} from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { PieceShapes } from './figure-shapes';
import { FigureSvg, type FigurePart } from './figure-svg';

/**
 * ROSA heat map: a side view of an office workstation — the chair (seat height, seat pan depth,
 * armrests, back support), the monitor, the mouse and the keyboard — each in its heat colour.
 */
export function WorkstationFigure({
  parts,
  selected,
  onSelect,
  height = 320,
}: {
  parts: FigurePart[];
  selected?: string | null;
  onSelect?: (part: string) => void;
  height?: number;
}) {
  const { t } = useTranslation();
  const floor = WORKSTATION_FLOOR;
  return (
    <FigureSvg
      drawing={WORKSTATION_FIGURE}
      parts={parts}
      selected={selected}
      onSelect={onSelect}
      height={height}
      label={t('heatMap.workstation_label')}
      testId="workstation-figure"
      scenery={
        <>
          <line
            x1={floor.x1}
            y1={floor.y}
            x2={floor.x2}
            y2={floor.y}
            stroke={SCENERY.floor}
            strokeWidth={2}
          />
          <g stroke={SCENERY.stroke} strokeWidth={1}>
            <PieceShapes
              piece={{ part: null, key: 'desk', shapes: WORKSTATION_SCENERY }}
              fill={SCENERY.fill}
              width={WORKSTATION_FIGURE.width}
            />
          </g>
        </>
      }
    />
  );
}
