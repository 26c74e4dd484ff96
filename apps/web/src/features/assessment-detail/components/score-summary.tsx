import type { MethodDescriptor, ScoreDocument } from '@ergo/contracts';
import { heatColourOf, isRiskLevel, translate as explainText } from '@ergo/ergonomics';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconArmchair, IconCamera } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { methodName } from '../../../components/method-name';
import { currentLanguage } from '../../../i18n';
import { formatNumber, formatSeconds, formatShare, formatTime, onHeat } from '../lib/format';
import { discFontSize } from '../lib/disc-font';
import { angleLabel } from '../../../lib/angle-label';
import { assumedLabels } from '../lib/assumed';
import { measuredAngles, type PreviewResult } from '../lib/preview';
import { scoreRisk, scoreScale } from '../lib/score-scale';
import { ExplainScoreButton } from './explanation';
import { NotAFindingBadge } from './not-a-finding-badge';
import { RiskLevelBadge } from '../../../components/risk-badge';
import { GuideLink } from '../../resources';

/** Orange light alerts: the icon carries the colour, the title stays dark (orange on its tint is 3.6:1). */
const WARNING_STYLES = { title: { color: 'var(--mantine-color-gray-9)' } };

/** A big score disc in the heat colour of its risk level. */
export function ScoreDisc({
  score,
  risk,
  size = 84,
  testId,
}: {
  score: number | null;
  risk: string;
  size?: number;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const colour = isRiskLevel(risk) ? heatColourOf(risk).hex : '#868e96';
  const label = formatNumber(score, i18n.language, 2);
  return (
    <div
      data-testid={testId}
      style={{
        width: size,
        height: size,
        borderRadius: '50%',
        background: colour,
        color: onHeat(colour),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 750,
        // A lifting index has decimals ("0,86", "23,57"): the size follows the label so it stays inside.
        fontSize: discFontSize(label, size),
        lineHeight: 1,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        flex: 'none',
        boxShadow: 'inset 0 -4px 0 rgba(0,0,0,0.12)',
      }}
    >
      {label}
    </div>
  );
}

/**
 * The final score (SPEC §4 band, action level) and how it was chosen: the worst posture held at
 * least hold_seconds, with the peak and the time-weighted view beside it (made from the same frames
 * as the score, corrections included; a preview re-scores the final posture only, so they are
 * dimmed as saved until the server recomputes them); frames that could not be scored and the
 * camera-view and seated-work warnings. A layout may add a note of its method at the end (`footer`).
 */
export function ScoreSummary({
  method: descriptor,
  result,
  preview,
  onSeek,
  footer,
}: {
  method: MethodDescriptor;
  result: ScoreDocument;
  preview: PreviewResult | null;
  onSeek: (time: number) => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const method = descriptor.code;
  return (
    <Card withBorder padding="lg" data-testid="score-summary" data-tour="score">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {t('assessmentDetail.score.title', { method: methodName(t, method) })}
          </Text>
          <ExplainScoreButton
            steps={result.explanation}
            title={t('assessmentDetail.explain.title')}
          />
        </Group>
        <ScoreHeadline method={method} result={result} preview={preview} />
        <ScoreOverTime descriptor={descriptor} result={result} preview={preview} onSeek={onSeek} />
        <FramesMeasured result={result} />
        <CaptureWarnings result={result} />
        {footer}
      </Stack>
    </Card>
  );
}

interface SummaryPart {
  result: ScoreDocument;
  preview: PreviewResult | null;
}

/**
 * The final score, its level (or that it is not a finding), its likely range, its scale and the
 * method's action. Too little of the video measured: the number stays readable, but no level or
 * action is claimed (the coverage notice above says why; a correction does not measure more).
 */
function ScoreHeadline({ method, result, preview }: SummaryPart & { method: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shown = preview ?? {
    score: result.score,
    risk_level: result.risk_level,
    action_level: result.action_level,
  };
  const actionKey =
    typeof result.detail.action_key === 'string' && !preview
      ? result.detail.action_key
      : shown.action_level !== null
        ? `action.${method}.${shown.action_level}`
        : null;
  const max = scoreScale(method)?.max;
  const notAFinding = !result.coverage.sufficient;
  return (
    <Group gap="lg" wrap="nowrap">
      <ScoreDisc
        score={shown.score}
        risk={notAFinding ? 'none' : shown.risk_level}
        testId="final-score"
      />
      <Stack gap={6}>
        <Group gap="xs">
          {notAFinding ? (
            <NotAFindingBadge size="lg" />
          ) : (
            <RiskLevelBadge risk={shown.risk_level} size="lg" />
          )}
          {preview ? (
            <Badge color="violet" variant="light" data-testid="preview-badge">
              {t('overrides.preview_badge')}
            </Badge>
          ) : null}
        </Group>
        <LikelyRange range={preview ? preview.range : result.score_range} score={shown.score} />
        {max ? (
          <Text size="sm" c="dimmed">
            {t('assessmentDetail.score.range', { max })}
          </Text>
        ) : null}
        {notAFinding ? (
          <Text size="sm" c="gray.8" maw={260}>
            {t('assessmentDetail.coverage.provisional')}
          </Text>
        ) : shown.action_level !== null ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('assessmentDetail.score.action_level', { level: shown.action_level })}
            </Text>
            {actionKey ? ` · ${explainText(actionKey, language)}` : null}
          </Text>
        ) : null}
        <GuideLink
          guide="reading"
          section="scores"
          topic={t('assessmentDetail.score.title', { method: methodName(t, method) })}
          testId="guide-link-score"
        />
      </Stack>
    </Group>
  );
}

/** How the final score was chosen over the video: its rule and moment, the peak, the mean, the shares. */
function ScoreOverTime({
  descriptor,
  result,
  preview,
  onSeek,
}: SummaryPart & { descriptor: MethodDescriptor; onSeek: (time: number) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const method = descriptor.code;
  // The worst moment of a lift is its score: how long each score lasted says nothing there.
  const showShares = result.time_weighted.shares.length > 0 && descriptor.finalScore !== 'peak';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('assessmentDetail.score.rule_title')}
      </Text>
      <Text size="sm" c="dimmed" data-testid="score-rule">
        {t(`assessmentDetail.score.rule.${result.rule}`, {
          hold: formatSeconds(result.hold_seconds, lang),
          held: formatSeconds(result.sustained_seconds, lang),
        })}{' '}
        <Anchor component="button" size="sm" onClick={() => onSeek(result.representative_time)}>
          {t('assessmentDetail.score.at_time', {
            time: formatTime(result.representative_time, lang),
          })}
        </Anchor>
      </Text>
      <WorseHeld result={result} finalScore={descriptor.finalScore} onSeek={onSeek} />
      <Group gap="xl" opacity={preview ? 0.5 : 1} data-testid="score-views">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('assessmentDetail.score.peak')}
          </Text>
          <Group gap={6}>
            <Text fw={700} data-testid="peak-score">
              {formatNumber(result.peak.score, lang, 2)}
            </Text>
            <Anchor component="button" size="xs" onClick={() => onSeek(result.peak.time)}>
              {t('assessmentDetail.score.at_time', {
                time: formatTime(result.peak.time, lang),
              })}
            </Anchor>
          </Group>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('assessmentDetail.score.time_weighted')}
          </Text>
          <Text fw={700} data-testid="time-weighted-mean">
            {formatNumber(result.time_weighted.mean, lang, 2)}
          </Text>
        </Stack>
      </Group>
      {showShares ? (
        <Tooltip label={t('assessmentDetail.score.distribution_hint')} multiline w={260}>
          <Progress.Root
            size={14}
            aria-label={t('assessmentDetail.score.distribution')}
            opacity={preview ? 0.5 : 1}
            data-testid="score-distribution"
          >
            {result.time_weighted.shares.map((share) => {
              const level = scoreRisk(method, share.score);
              const hex = level ? heatColourOf(level).hex : '#adb5bd';
              return (
                <Progress.Section
                  key={share.score}
                  value={share.share * 100}
                  color={hex}
                  data-score={share.score}
                  data-share={share.share}
                  title={`${share.score}: ${formatShare(share.share, lang)}`}
                >
                  {share.share >= 0.08 ? (
                    <Progress.Label style={{ color: onHeat(hex) }}>{share.score}</Progress.Label>
                  ) : null}
                </Progress.Section>
              );
            })}
          </Progress.Root>
        </Tooltip>
      ) : null}
      {preview ? (
        <Text size="xs" c="dimmed" data-testid="preview-note">
          {t('assessmentDetail.score.preview_note')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** How many frames were scored, why the others were not, and what was unsure or assumed. */
function FramesMeasured({ result }: { result: ScoreDocument }) {
  const { t, i18n } = useTranslation();
  const reasons = Object.entries(result.frames.unscorable_reasons);
  const unsure = measuredAngles(result.measured).filter((entry) => entry.lowConfidence);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('assessmentDetail.frames.scored', {
          scored: result.frames.scored.toLocaleString(i18n.language),
          count: result.frames.total,
        })}
      </Text>
      {result.frames.unscorable > 0 ? (
        <Text size="sm" c="dimmed" data-testid="unscorable-frames">
          {t('assessmentDetail.frames.unscorable', { count: result.frames.unscorable })}{' '}
          {reasons
            .map(([reason, count]) =>
              t('assessmentDetail.frames.reason', { reason: reasonLabel(t, reason), count }),
            )
            .join(', ')}
        </Text>
      ) : null}
      {unsure.length > 0 ? (
        <Text size="xs" c="dimmed" data-testid="low-confidence-items">
          {t('assessmentDetail.frames.low_confidence', {
            items: unsure.map((entry) => angleLabel(t, entry.overrideKey)).join(', '),
          })}
        </Text>
      ) : null}
      {result.assumed.length > 0 ? (
        <Text size="xs" c="dimmed" data-testid="assumed-items">
          {t('assessmentDetail.frames.assumed', {
            items: assumedLabels(t, result.assumed).join(', '),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What the filming put in doubt: a worker not seated for a seated method, a front or back view. */
function CaptureWarnings({ result }: { result: ScoreDocument }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const camera = result.camera_view;
  return (
    <>
      {result.warn_not_seated ? (
        <Alert
          color="orange"
          variant="light"
          styles={WARNING_STYLES}
          icon={<IconArmchair size={18} />}
          title={t('assessmentDetail.seated.title')}
          data-testid="seated-warning"
        >
          {t('assessmentDetail.seated.body', {
            share: formatShare(result.seated_share ?? 0, lang),
          })}
        </Alert>
      ) : null}
      {camera?.warnFrontBack ? (
        <Alert
          color="orange"
          variant="light"
          styles={WARNING_STYLES}
          icon={<IconCamera size={18} />}
          title={t('assessmentDetail.camera.title')}
          data-testid="camera-warning"
        >
          {t('assessmentDetail.camera.body')}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * After a correction that lowered the final posture, the posture the final-score rule would take
 * over the whole video, when it scores higher: named, so a correction cannot hide a worse one.
 */
function WorseHeld({
  result,
  finalScore,
  onSeek,
}: {
  result: ScoreDocument;
  finalScore: MethodDescriptor['finalScore'];
  onSeek: (time: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const worse = result.worse_held;
  if (!worse) return null;
  const lang = i18n.language;
  const moment = finalScore === 'peak';
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t(`assessmentDetail.score.${moment ? 'worse_moment_title' : 'worse_held_title'}`)}
      data-testid="worse-held"
    >
      <Text size="sm">
        {t(`assessmentDetail.score.${moment ? 'worse_moment' : 'worse_held'}`, {
          score: formatNumber(worse.score, lang, 2),
          hold: formatSeconds(result.hold_seconds, lang),
          held: formatSeconds(worse.seconds, lang),
        })}{' '}
        <Anchor component="button" size="sm" onClick={() => onSeek(worse.time)}>
          {t('assessmentDetail.score.at_time', { time: formatTime(worse.time, lang) })}
        </Anchor>
      </Text>
    </Alert>
  );
}

const KNOWN_REASONS = new Set([
  'person',
  'neck',
  'trunk',
  'leg',
  'legs',
  'knee',
  'upper_arm',
  'lower_arm',
  'wrist',
  'vertical_zone',
  'horizontal_zone',
  'arms',
  'input',
]);
function reasonLabel(t: (key: string) => string, reason: string): string {
  return KNOWN_REASONS.has(reason) ? t(`assessmentDetail.frames.reasons.${reason}`) : reason;
}

/**
 * The final score's 80% range in words ("Likely 6 to 9"), with what it means on hover and focus:
 * the score is a claim, and this says how far the camera's doubt may move it. Nothing when the
 * results carry no range (analysed before ranges were given, or a lift with no safe weight).
 */
function LikelyRange({
  range,
  score,
}: {
  range: { low: number; high: number } | null;
  score: number | null;
}) {
  const { t, i18n } = useTranslation();
  if (!range || score === null) return null;
  const lang = i18n.language;
  const text =
    range.low === range.high
      ? t('assessmentDetail.score.likely_same', { score: formatNumber(score, lang, 2) })
      : t('assessmentDetail.score.likely', {
          low: formatNumber(range.low, lang, 2),
          high: formatNumber(range.high, lang, 2),
        });
  return (
    <Tooltip
      label={t('assessmentDetail.score.likely_hint')}
      multiline
      w={300}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Text
        size="sm"
        fw={600}
        maw={300}
        tabIndex={0}
        data-testid="score-range"
        style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, width: 'fit-content' }}
      >
        {text}
        <VisuallyHidden>{` ${t('assessmentDetail.score.likely_hint')}`}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
