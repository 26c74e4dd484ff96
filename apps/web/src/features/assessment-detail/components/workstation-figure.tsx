import { useTranslation } from 'react-i18next';
import { NEUTRAL_PART } from '../lib/format';
import type { FigurePart } from './body-figure';

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
  const byPart = new Map(parts.map((p) => [p.body_part, p]));

  const item = (part: string, children: (fill: string) => React.ReactNode) => {
    const found = byPart.get(part);
    const fill = found?.hex ?? NEUTRAL_PART;
    const label = found
      ? t('heatMap.part_label', {
          part: t(`heatMap.parts.${part}`),
          score: found.score,
          level: t(`heatMap.levels.${found.level}`),
        })
      : t('heatMap.not_scored', { part: t(`heatMap.parts.${part}`) });
    const active = selected === part;
    return (
      <g
        data-part={part}
        data-level={found?.level ?? 'none'}
        role={found && onSelect ? 'button' : 'img'}
        tabIndex={found && onSelect ? 0 : undefined}
        aria-label={label}
        onClick={found && onSelect ? () => onSelect(part) : undefined}
        onKeyDown={
          found && onSelect
            ? (e) => (e.key === 'Enter' || e.key === ' ') && onSelect(part)
            : undefined
        }
        style={{ cursor: found && onSelect ? 'pointer' : 'default', outline: 'none' }}
        stroke={active ? '#1c7ed6' : '#495057'}
        strokeWidth={active ? 3 : 1}
      >
        <title>{label}</title>
        {children(fill)}
      </g>
    );
  };

  return (
    <svg
      viewBox="0 0 360 300"
      height={height}
      role="group"
      aria-label={t('heatMap.workstation_label')}
      data-testid="workstation-figure"
      style={{ maxWidth: '100%' }}
    >
      {/* floor and desk (not scored) */}
      <line x1={10} y1={288} x2={350} y2={288} stroke="#ced4da" strokeWidth={2} />
      <rect x={170} y={150} width={180} height={10} rx={3} fill="#e9ecef" stroke="#adb5bd" />
      <rect x={330} y={160} width={10} height={128} fill="#e9ecef" stroke="#adb5bd" />
      {/* monitor on its stand */}
      {item('monitor', (fill) => (
        <>
          <rect x={296} y={52} width={14} height={80} rx={3} fill={fill} />
          <rect x={300} y={132} width={6} height={18} fill={fill} />
          <rect x={286} y={146} width={34} height={5} rx={2} fill={fill} />
        </>
      ))}
      {/* keyboard and mouse on the desk */}
      {item('keyboard', (fill) => (
        <rect x={200} y={141} width={58} height={9} rx={2} fill={fill} />
      ))}
      {item('mouse', (fill) => (
        <ellipse cx={272} cy={145} rx={10} ry={5} fill={fill} />
      ))}
      {/* chair: base and gas lift = seat height */}
      {item('chair_height', (fill) => (
        <>
          <rect x={92} y={196} width={10} height={66} fill={fill} />
          <path
            d="M58,284 L97,262 L136,284"
            fill="none"
            stroke={fill}
            strokeWidth={7}
            strokeLinecap="round"
          />
          <circle cx={58} cy={284} r={4} fill={fill} />
          <circle cx={136} cy={284} r={4} fill={fill} />
        </>
      ))}
      {/* seat pan */}
      {item('pan_depth', (fill) => (
        <rect x={50} y={182} width={100} height={16} rx={7} fill={fill} />
      ))}
      {/* backrest */}
      {item('back_support', (fill) => (
        <>
          <rect
            x={38}
            y={92}
            width={18}
            height={84}
            rx={8}
            fill={fill}
            transform="rotate(-8 47 176)"
          />
          <rect x={44} y={170} width={8} height={18} fill={fill} />
        </>
      ))}
      {/* armrest */}
      {item('armrests', (fill) => (
        <>
          <rect x={74} y={146} width={58} height={9} rx={4} fill={fill} />
          <rect x={98} y={155} width={8} height={27} fill={fill} />
        </>
      ))}
    </svg>
  );
}
