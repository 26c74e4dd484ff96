import { heatColourOf, isRiskLevel } from '@ergo/ergonomics';
import { Badge, Tooltip, type BadgeProps } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../lib/assessment-kinds';
import { readableOn } from '@ergo/contracts';

/**
 * A badge never cut to '7 · Very hi…': a table column, a flex row or a card leaves it its whole
 * text (Mantine's badge lets itself shrink to an ellipsis).
 */
export const WHOLE_TEXT = {
  root: { minWidth: 'max-content', flexShrink: 0 },
  label: { overflow: 'visible' },
} as const;

/** A tooltip that opens on hover, keyboard focus and touch. */
const TOUCH = { hover: true, focus: true, touch: true };

/**
 * A score with its risk level, coloured as the heat map (green, yellow, orange, red). Given the
 * assessment's type, a QEC's exposure or a checklist's compliance reads as a percentage.
 */
export function RiskBadge({
  score,
  risk,
  type = '',
  coverageSufficient = null,
}: {
  score: number | null;
  risk: string | null;
  type?: string;
  /** the assessment's `coverage_sufficient`: false says "not enough measured", never a level */
  coverageSufficient?: boolean | null;
}) {
  const { t, i18n } = useTranslation();
  if (coverageSufficient === false)
    return (
      <Tooltip label={t('risk.not_enough_measured_hint')} multiline w={280} events={TOUCH}>
        <Badge
          variant="outline"
          color="orange.9"
          leftSection={<IconEyeOff size={12} aria-hidden />}
          styles={{ root: { textTransform: 'none', ...WHOLE_TEXT.root }, label: WHOLE_TEXT.label }}
          data-risk="not_enough_measured"
          tabIndex={0}
          aria-description={t('risk.not_enough_measured_hint')}
        >
          {t('risk.not_enough_measured')}
        </Badge>
      </Tooltip>
    );
  if (score === null || !isRiskLevel(risk))
    return (
      <Badge variant="light" color="gray" styles={WHOLE_TEXT}>
        {t('risk.none')}
      </Badge>
    );
  const colour = heatColourOf(risk);
  const formatted = formatScore(type, score, i18n.language);
  return (
    <Badge variant="filled" radius="sm" styles={heatStyles(colour.hex)} data-risk={risk}>
      {`${formatted} · ${t(`risk.${risk}`)}`}
    </Badge>
  );
}

/** A filled badge in a heat colour, its text in whichever of black or white reads on it. */
const heatStyles = (hex: string) => ({
  root: { background: hex, color: readableOn(hex), textTransform: 'none', ...WHOLE_TEXT.root },
  label: WHOLE_TEXT.label,
});

/**
 * A risk level alone, in its heat colour ("High risk"): the detail screens' breakpoints, the
 * before/after comparison and the survey results. Nothing is shown for a value that is no level.
 */
export function RiskLevelBadge({
  risk,
  ...props
}: { risk: string | null | undefined } & BadgeProps) {
  const { t } = useTranslation();
  if (!isRiskLevel(risk)) return null;
  return (
    <Badge
      radius="sm"
      variant="filled"
      styles={heatStyles(heatColourOf(risk).hex)}
      data-risk={risk}
      {...props}
    >
      {t(`assessmentDetail.risk.${risk}`)}
    </Badge>
  );
}
