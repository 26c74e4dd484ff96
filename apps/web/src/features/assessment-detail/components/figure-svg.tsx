import { FIGURE_PART_ALIASES, NEUTRAL_PART, type FigureDrawing } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { onHeat } from '../lib/format';
import { PieceShapes } from './figure-shapes';

export interface FigurePart {
  body_part: string;
  score: number;
  level: string;
  hex: string;
}

const drawnAs = (part: string) => FIGURE_PART_ALIASES[part] ?? part;

/**
 * A heat-map figure (the body or the workstation) drawn from its shared geometry: each scored part
 * in its heat colour, named for screen readers with its score and level, and, when `onSelect` is
 * given, a button that opens how its score was reached. Unscored parts stay grey.
 */
export function FigureSvg({
  drawing,
  parts,
  selected,
  onSelect,
  height,
  partName,
  scoresAt = Object.keys(drawing.labels),
  label,
  testId,
  scenery,
}: {
  drawing: FigureDrawing;
  parts: FigurePart[];
  selected?: string | null;
  onSelect?: (part: string) => void;
  height: number;
  partName?: (part: string) => string;
  scoresAt?: readonly string[];
  label: string;
  testId: string;
  scenery?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const byPart = new Map(parts.map((p) => [drawnAs(p.body_part), p]));
  const nameOf = partName ?? ((part: string) => t(`heatMap.parts.${part}`));
  const selectedPart = selected ? drawnAs(selected) : null;

  return (
    <svg
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      height={height}
      role="group"
      aria-label={label}
      data-testid={testId}
      style={{ maxWidth: '100%' }}
    >
      {scenery}
      {drawing.pieces.map((piece) => {
        if (piece.part === null)
          return (
            <g key={piece.key} stroke={drawing.outline} strokeWidth={drawing.outlineWidth}>
              <PieceShapes piece={piece} fill={NEUTRAL_PART} width={drawing.width} />
            </g>
          );
        const part = piece.part;
        const found = byPart.get(part);
        const interactive = Boolean(found && onSelect);
        const name = found
          ? t('heatMap.part_label', {
              part: nameOf(part),
              score: found.score,
              level: t(`heatMap.levels.${found.level}`),
            })
          : t('heatMap.not_scored', { part: nameOf(part) });
        const select = () => found && onSelect?.(found.body_part);
        return (
          <g
            key={piece.key}
            data-part={part}
            data-level={found?.level ?? 'none'}
            role={interactive ? 'button' : 'img'}
            tabIndex={interactive ? 0 : undefined}
            aria-label={name}
            onClick={interactive ? select : undefined}
            onKeyDown={
              interactive ? (e) => (e.key === 'Enter' || e.key === ' ') && select() : undefined
            }
            style={{ cursor: interactive ? 'pointer' : 'default', outline: 'none' }}
            stroke={selectedPart === part ? '#1c7ed6' : drawing.outline}
            strokeWidth={selectedPart === part ? 3 : drawing.outlineWidth}
          >
            <title>{name}</title>
            <PieceShapes piece={piece} fill={found?.hex ?? NEUTRAL_PART} width={drawing.width} />
          </g>
        );
      })}
      {/* Each part's score, written once (on the figure's right side, the viewer's left). */}
      <g
        aria-hidden
        style={{ pointerEvents: 'none' }}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {Object.entries(drawing.labels).map(([part, [x, y, size]]) => {
          const found = scoresAt.includes(part) ? byPart.get(part) : undefined;
          return found ? (
            <text key={part} x={x} y={y} fill={onHeat(found.hex)} fontSize={size}>
              {found.score}
            </text>
          ) : null;
        })}
      </g>
    </svg>
  );
}
