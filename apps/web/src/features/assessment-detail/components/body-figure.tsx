import { useTranslation } from 'react-i18next';
import { NEUTRAL_PART, onHeat } from '../lib/format';

export interface FigurePart {
  body_part: string;
  score: number;
  level: string;
  hex: string;
}

/** Where a part's score is written (centre of its shape on the viewer's left). */
const LABEL_AT: Record<string, [number, number]> = {
  neck: [100, 68],
  trunk: [100, 140],
  upper_arm: [47, 121],
  lower_arm: [37, 187],
  wrist: [30, 235],
  leg: [84.5, 258],
};

/** Where each API body part sits on the figure (REBA 'leg' and RULA 'legs' are the same legs). */
const PART_ALIASES: Record<string, string> = { legs: 'leg' };

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
  scoresAt = Object.keys(LABEL_AT),
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
  const byPart = new Map(parts.map((p) => [PART_ALIASES[p.body_part] ?? p.body_part, p]));
  const nameOf = partName ?? ((part: string) => t(`heatMap.parts.${part}`));

  const shape = (part: string, element: (fill: string) => React.ReactElement, key: string) => {
    const found = byPart.get(part);
    const fill = found?.hex ?? NEUTRAL_PART;
    const isSelected =
      selected !== undefined && selected !== null && (PART_ALIASES[selected] ?? selected) === part;
    const label = found
      ? t('heatMap.part_label', {
          part: nameOf(part),
          score: found.score,
          level: t(`heatMap.levels.${found.level}`),
        })
      : t('heatMap.not_scored', { part: nameOf(part) });
    return (
      <g
        key={key}
        data-part={part}
        data-level={found?.level ?? 'none'}
        role={found && onSelect ? 'button' : 'img'}
        tabIndex={found && onSelect ? 0 : undefined}
        aria-label={label}
        onClick={found && onSelect ? () => onSelect(found.body_part) : undefined}
        onKeyDown={
          found && onSelect
            ? (e) => (e.key === 'Enter' || e.key === ' ') && onSelect(found.body_part)
            : undefined
        }
        style={{ cursor: found && onSelect ? 'pointer' : 'default', outline: 'none' }}
        stroke={isSelected ? '#1c7ed6' : '#ffffff'}
        strokeWidth={isSelected ? 3 : 1.5}
      >
        <title>{label}</title>
        {element(fill)}
      </g>
    );
  };

  const arm = (mirror: boolean) => {
    const side = mirror ? 'r' : 'l';
    const transform = mirror ? 'translate(200,0) scale(-1,1)' : undefined;
    return (
      <g transform={transform} key={`arm-${side}`}>
        {shape(
          'upper_arm',
          (fill) => (
            <rect
              x={42}
              y={84}
              width={20}
              height={74}
              rx={10}
              transform="rotate(10 52 84)"
              fill={fill}
            />
          ),
          `ua-${side}`,
        )}
        {shape(
          'lower_arm',
          (fill) => (
            <rect
              x={30}
              y={154}
              width={17}
              height={66}
              rx={8.5}
              transform="rotate(6 38 154)"
              fill={fill}
            />
          ),
          `la-${side}`,
        )}
        {shape(
          'wrist',
          (fill) => (
            <ellipse cx={30} cy={234} rx={9} ry={13} fill={fill} />
          ),
          `wr-${side}`,
        )}
      </g>
    );
  };

  const leg = (mirror: boolean) => {
    const side = mirror ? 'r' : 'l';
    const transform = mirror ? 'translate(200,0) scale(-1,1)' : undefined;
    return (
      <g transform={transform} key={`leg-${side}`}>
        {shape(
          'leg',
          (fill) => (
            <>
              <rect x={71} y={212} width={27} height={92} rx={12} fill={fill} />
              <rect x={74} y={300} width={22} height={82} rx={10} fill={fill} />
              <ellipse cx={82} cy={388} rx={14} ry={7} fill={fill} />
            </>
          ),
          `leg-${side}`,
        )}
      </g>
    );
  };

  return (
    <svg
      viewBox="0 0 200 400"
      height={height}
      role="group"
      aria-label={label ?? t('heatMap.figure_label')}
      data-testid="body-figure"
      style={{ maxWidth: '100%' }}
    >
      <ellipse
        cx={100}
        cy={36}
        rx={21}
        ry={25}
        fill={NEUTRAL_PART}
        stroke="#ffffff"
        strokeWidth={1.5}
      />
      {shape(
        'neck',
        (fill) => (
          <rect x={90} y={58} width={20} height={20} rx={6} fill={fill} />
        ),
        'neck',
      )}
      {shape(
        'trunk',
        (fill) => (
          <path
            d="M62,82 Q100,70 138,82 L134,150 Q130,182 131,214 L69,214 Q70,182 66,150 Z"
            fill={fill}
          />
        ),
        'trunk',
      )}
      {arm(false)}
      {arm(true)}
      {leg(false)}
      {leg(true)}
      {/* Each part's score, written once on the figure's right side (the viewer's left). */}
      <g
        aria-hidden
        style={{ pointerEvents: 'none' }}
        fontSize={12}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {Object.entries(LABEL_AT).map(([part, [x, y]]) => {
          const found = scoresAt.includes(part) ? byPart.get(part) : undefined;
          return found ? (
            <text
              key={part}
              x={x}
              y={y}
              fill={onHeat(found.hex)}
              fontSize={part === 'neck' || part === 'wrist' ? 10 : 12}
            >
              {found.score}
            </text>
          ) : null;
        })}
      </g>
    </svg>
  );
}
