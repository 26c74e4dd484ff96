import { RISK_LEVELS, HEAT_COLOURS, heatLevelOf, type RiskLevel } from '@ergo/ergonomics';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function isRiskLevel(value: string | null): value is RiskLevel {
  return value !== null && (RISK_LEVELS as readonly string[]).includes(value);
}

/** A score with its risk level, coloured as the heat map (green, yellow, orange, red). */
export function RiskBadge({ score, risk }: { score: number | null; risk: string | null }) {
  const { t, i18n } = useTranslation();
  if (score === null || !isRiskLevel(risk))
    return (
      <Badge variant="light" color="gray">
        {t('risk.none')}
      </Badge>
    );
  const colour = HEAT_COLOURS[heatLevelOf(risk)];
  const formatted = Number.isInteger(score)
    ? String(score)
    : score.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Badge
      variant="filled"
      radius="sm"
      styles={{
        root: {
          background: colour.hex,
          color: colour.key === 'yellow' ? '#3b3000' : '#fff',
          textTransform: 'none',
        },
      }}
      data-risk={risk}
    >
      {`${formatted} · ${t(`risk.${risk}`)}`}
    </Badge>
  );
}
