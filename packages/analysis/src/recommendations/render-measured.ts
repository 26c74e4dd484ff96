import { translate, type Language, type MessageParams } from '@ergo/contracts';
import { CHECKLIST_QUESTIONS, formatFraction, formatNumber } from '@ergo/ergonomics';
import type { Finding } from './findings';

const QUESTIONS = new Map(CHECKLIST_QUESTIONS.map((question) => [question.id, question]));

/** 'left_upper_arm_flexion' → 'Upper arm flexion (left)', in the language. */
function channelLabel(channel: string, lang: Language): string {
  const sided = /^(left|right)_(.+)$/.exec(channel);
  const motion = translate(`charts.motions.${sided?.[2] ?? channel}`, lang);
  if (!sided?.[1]) return motion;
  return translate('charts.joint_side', lang, {
    motion,
    side: translate(`charts.sides.${sided[1]}`, lang),
  });
}

/**
 * A finding's measured figure as a sentence in the language. Besides the shared catalogue's `_key`
 * parameters, a finding may carry a joint channel, an angle range (a message of its own, with its
 * limits), a share of time (formatted as a percent by Intl) and a checklist question.
 */
export function renderMeasured({ key, params }: Finding['measured'], lang: Language): string {
  const out: MessageParams = {};
  for (const [name, value] of Object.entries(params))
    out[name] = typeof value === 'number' ? formatNumber(value, lang, 2) : value;
  if (typeof params.motion_channel === 'string')
    out.motion = channelLabel(params.motion_channel, lang).toLocaleLowerCase(lang);
  if (typeof params.level_key === 'string')
    out.level = translate(params.level_key, lang).toLocaleLowerCase(lang);
  if (typeof params.range_key === 'string') out.range = translate(params.range_key, lang, out);
  if (typeof params.share_ratio === 'number')
    out.share = formatFraction(params.share_ratio, lang, 0);
  if (typeof params.question_id === 'string')
    out.question = QUESTIONS.get(params.question_id)?.text[lang] ?? params.question_id;
  // the sentence's other `_key` parameters are translated by translate itself
  return translate(key, lang, out);
}
