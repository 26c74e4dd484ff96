import { heatColourOf, isRiskLevel } from '@ergo/ergonomics';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHOLE_TEXT } from '../../../components/risk-badge';
import { onHeat } from '../lib/format';

/** A risk level in its heat colour (the colours of the list's badges and of the heat map). */
export function RiskLevelBadge({
  risk,
  ...props
}: { risk: string | null | undefined } & BadgeProps) {
  const { t } = useTranslation();
  if (!isRiskLevel(risk)) return null;
  const colour = heatColourOf(risk);
  return (
    <Badge
      radius="sm"
      variant="filled"
      styles={{
        root: {
          background: colour.hex,
          color: onHeat(colour.hex),
          textTransform: 'none',
          ...WHOLE_TEXT.root,
        },
        label: WHOLE_TEXT.label,
      }}
      data-risk={risk}
      {...props}
    >
      {t(`assessmentDetail.risk.${risk}`)}
    </Badge>
  );
}
