import { RISK_LEVELS, HEAT_COLOURS, heatLevelOf, type RiskLevel } from '@ergo/ergonomics';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../lib/assessment-kinds';
import { readableOn } from '@ergo/contracts';

function isRiskLevel(value: string | null): value is RiskLevel {
  return value !== null && (RISK_LEVELS as readonly string[]).includes(value);
}

/**
 * A badge never cut to '7 · Very hi…': a table column, a flex row or a card leaves it its whole
 * text (Mantine's badge lets itself shrink to an ellipsis).
 */
export const WHOLE_TEXT = {
  root: { minWidth: 'max-content', flexShrink: 0 },
  label: { overflow: 'visible' },
} as const;

/**
 * A score with its risk level, coloured as the heat map (green, yellow, orange, red). Given the
 * assessment's type, a QEC's exposure or a checklist's compliance reads as a percentage.
 */
export function RiskBadge({
  score,
  risk,
  type = '',
}: {
  score: number | null;
  risk: string | null;
  type?: string;
}) {
  const { t, i18n } = useTranslation();
  if (score === null || !isRiskLevel(risk))
    return (
      <Badge variant="light" color="gray" styles={WHOLE_TEXT}>
        {t('risk.none')}
      </Badge>
    );
  const colour = HEAT_COLOURS[heatLevelOf(risk)];
  const formatted = formatScore(type, score, i18n.language);
  return (
    <Badge
      variant="filled"
      radius="sm"
      styles={{
        root: {
          background: colour.hex,
          color: readableOn(colour.hex),
          textTransform: 'none',
          ...WHOLE_TEXT.root,
        },
        label: WHOLE_TEXT.label,
      }}
      data-risk={risk}
    >
      {`${formatted} · ${t(`risk.${risk}`)}`}
    </Badge>
  );
}
