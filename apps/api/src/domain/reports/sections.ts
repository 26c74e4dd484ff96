import {
  BODY_FIGURE,
  COVERAGE_RULES,
  coverageOf,
  type Coverage,
  changedFieldWords,
  changedValueWords,
  explainedSteps,
  angleWords,
  findMethod,
  methodAbout,
  methodLabel,
  methodTraits,
  notSeatedWarning,
  translate,
  WORKSTATION_FIGURE,
  type Language,
  wordsIn,
  type MessageParams,
} from '@ergo/contracts';
import {
  AXIAL_ANGLE_KEYS,
  HEAT_COLOURS,
  HEAT_LEVELS,
  heatColourOf,
  formatFraction,
  isRiskLevel,
  localeOf,
  numberFormat,
  SIDED_ANGLE_KEYS,
  tableName,
  translate as explainText,
  type HeatLevel,
} from '@ergo/ergonomics';
import { drawHeatFigure } from './heat-figure';
import type { ReportData } from './report-data';
import {
  contentWidth,
  ensureSpace,
  facts,
  heading,
  HEADING_HEIGHT,
  INK,
  keepTogether,
  MUTED,
  paragraph,
  table,
  tableHeight,
  tint,
  type Column,
  type Pdf,
} from './pdf-kit';

export const formatters = (lang: Language) => ({
  // 'negative': a value that rounds to zero (-0, -0.3 with no digits) reads "0", not "-0"
  number: (value: number, digits = 1) =>
    numberFormat(lang, { maximumFractionDigits: digits, signDisplay: 'negative' }).format(value),
  percent: (ratio: number) => formatFraction(ratio, lang, 0),
  date: (value: Date | string) =>
    new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long' }).format(new Date(value)),
  dateTime: (value: Date | string) =>
    new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    ),
});

/** A result's body part by name (the catalogue names RULA's 'legs' and REBA's 'leg' alike). */
export const partName = (lang: Language, part: string) => translate(`heatMap.parts.${part}`, lang);

/** The catalogue's words in the report's language. */
export const t =
  (lang: Language) =>
  (key: string, params: MessageParams = {}) =>
    translate(key, lang, params);

/** 1. The cover: what was assessed, and the final score with its band, colour and action. */
export function cover(doc: Pdf, data: ReportData, lang: Language) {
  const tr = t(lang);
  const f = formatters(lang);
  const { assessment, results } = data;
  doc
    .font('semibold')
    .fontSize(10)
    .fillColor(MUTED)
    .text(tr('reports.title').toLocaleUpperCase(lang));
  doc.moveDown(0.4);
  heading(doc, assessment.name, 1);
  facts(doc, [
    [tr('reports.facts.method'), methodLabel(assessment.type, lang)],
    [tr('reports.facts.task'), assessment.task_name],
    [tr('reports.facts.operation'), assessment.operation_name],
    [tr('reports.facts.employee'), assessment.employee_name],
    [tr('reports.facts.employee_number'), assessment.employee_number],
    [tr('reports.facts.created'), f.date(assessment.created_at)],
    [tr('reports.facts.status'), tr(`exports.statuses.${assessment.status}`)],
  ]);
  doc.moveDown(1);
  if (results && assessment.coverage_sufficient === false) {
    notEnoughMeasured(doc, coverageOf(results), assessment.score, lang);
    return;
  }
  if (assessment.score === null || !assessment.risk_level) {
    paragraph(doc, tr('reports.no_score'), { muted: true });
    return;
  }
  // negligible has its own colour beside low's (issue 30)
  const colour = isRiskLevel(assessment.risk_level)
    ? heatColourOf(assessment.risk_level).hex
    : '#888888';
  const x = doc.page.margins.left;
  const y = doc.y;
  const width = contentWidth(doc);
  doc.rect(x, y, width, 86).fill(tint(colour, 0.8));
  doc.rect(x, y, 8, 86).fill(colour);
  doc
    .fillColor(MUTED)
    .font('semibold')
    .fontSize(10)
    .text(tr('reports.final_score'), x + 22, y + 12);
  const score =
    methodTraits(assessment.type)?.scoreFormat === 'percent'
      ? f.percent(assessment.score / 100)
      : f.number(assessment.score, 2);
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(32)
    .text(score, x + 22, y + 28);
  doc
    .font('semibold')
    .fontSize(10)
    .fillColor(MUTED)
    .text(tr('reports.band'), x + 200, y + 12);
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(tr(`risk.${assessment.risk_level}`), x + 200, y + 32, { width: width - 220 });
  doc.x = x;
  doc.y = y + 100;
  const actionKey = results?.score.detail.action_key;
  if (typeof actionKey === 'string')
    facts(doc, [[tr('reports.action'), explainText(actionKey, lang)]]);
  const range = results?.score.range;
  if (range)
    facts(doc, [
      [
        tr('reports.likely_title'),
        tr('reports.likely_body', { range: likelyText(range, assessment.score, lang) }),
      ],
    ]);
}

/** A score's 80% range in words, through Intl: "Likely 6 to 9", or "Likely exactly 7". */
export function likelyText(
  range: { low: number; high: number },
  score: number,
  lang: Language,
): string {
  const f = formatters(lang);
  return range.low === range.high
    ? t(lang)('reports.likely_same', { score: f.number(score, 2) })
    : t(lang)('reports.likely', { low: f.number(range.low, 2), high: f.number(range.high, 2) });
}

/**
 * The cover of a score made from too little of its video (contracts' coverageOf): said first, as on
 * the page, with how much was measured, why that is not enough and how to film again; the score is
 * given as measured, never with a risk level or an action.
 */
function notEnoughMeasured(doc: Pdf, coverage: Coverage, score: number | null, lang: Language) {
  const tr = t(lang);
  const f = formatters(lang);
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y;
  const text = [
    tr('reports.coverage.measured', {
      scored: f.number(coverage.scored_frames, 0),
      frames: f.number(coverage.frames, 0),
      seconds: f.number(coverage.scored_seconds, 1),
      duration: f.number(coverage.duration_seconds, 1),
    }),
    coverage.reason
      ? tr(`reports.coverage.reason.${coverage.reason}`, {
          min_clip: f.number(COVERAGE_RULES.minClipSeconds, 0),
          min_seconds: f.number(COVERAGE_RULES.minScoredSeconds, 0),
        })
      : '',
    score === null ? '' : tr('reports.coverage.score', { score: f.number(score, 2) }),
  ]
    .filter(Boolean)
    .join(' ');
  doc.font('body').fontSize(10);
  const bodyHeight = doc.heightOfString(text, { width: width - 36 });
  const boxHeight = bodyHeight + 52;
  doc.rect(x, y, width, boxHeight).fill(tint(NOTICE, 0.85));
  doc.rect(x, y, 8, boxHeight).fill(NOTICE);
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(14)
    .text(tr('reports.coverage.title'), x + 22, y + 12, { width: width - 36 });
  doc
    .font('body')
    .fontSize(10)
    .fillColor(INK)
    .text(text, x + 22, y + 36, { width: width - 36 });
  doc.x = x;
  doc.y = y + boxHeight + 12;
  facts(doc, [[tr('reports.coverage.what_to_do_title'), tr('reports.coverage.what_to_do')]]);
}

/** The notice colour of "not enough measured": the orange of a warning, never a risk level's. */
const NOTICE = '#c25e00';

const isHeatLevel = (value: string): value is HeatLevel =>
  (HEAT_LEVELS as readonly string[]).includes(value);

/** 2. Body-part scores, and the time share per angle band. */
export function bodyPartsAndKinematics(doc: Pdf, data: ReportData, lang: Language) {
  const { results } = data;
  if (!results) return;
  const tr = t(lang);
  const f = formatters(lang);
  const figure = findMethod(data.assessment.type)?.figure ?? null;
  if (figure && results.body_parts.length > 0) {
    heading(
      doc,
      tr(figure === 'body' ? 'reports.heat_map.title' : 'reports.heat_map.workstation_title'),
    );
    const level = (name: string) => tr(`heatMap.levels.${name}`);
    drawHeatFigure(
      doc,
      figure === 'body' ? BODY_FIGURE : WORKSTATION_FIGURE,
      results.body_parts.map((part) => ({
        part: part.body_part,
        hex: part.hex,
        score: f.number(part.score),
        legend: tr('reports.heat_map.legend', {
          part: partName(lang, part.body_part),
          score: f.number(part.score),
          level: level(part.level),
        }),
      })),
      {
        height: figure === 'body' ? 240 : 170,
        levelName: (name) => (name === 'none' ? tr('reports.heat_map.not_scored') : level(name)),
        keyTitle: tr('reports.heat_map.key'),
        scenery: figure === 'workstation',
      },
    );
  }
  if (results.body_parts.length > 0) {
    const columns: Column[] = [
      { header: tr('reports.parts.part'), width: 0.34 },
      { header: tr('reports.parts.score'), width: 0.2, align: 'right' },
      { header: tr('reports.parts.peak'), width: 0.13, align: 'right' },
      { header: tr('reports.parts.mean'), width: 0.13, align: 'right' },
      { header: tr('reports.parts.band'), width: 0.2 },
    ];
    // a part's 80% range beside its score when the doubt could move it: "2 (2–3)"
    const scoreCell = (part: (typeof results.body_parts)[number]) =>
      part.range && (part.range.low !== part.score || part.range.high !== part.score)
        ? `${f.number(part.score)} (${f.number(part.range.low)}–${f.number(part.range.high)})`
        : f.number(part.score);
    const rows = results.body_parts.map((part) => [
      partName(lang, part.body_part),
      scoreCell(part),
      f.number(part.peak),
      f.number(part.mean),
      tr(`heatMap.levels.${part.level}`),
    ]);
    // a few rows read side by side: the table moves whole, with its heading, rather than split
    keepTogether(doc, HEADING_HEIGHT + tableHeight(doc, columns, rows));
    heading(doc, tr('reports.parts.title'));
    table(doc, columns, rows, (row, column) => {
      const level = results.body_parts[row]?.level;
      return column === 4 && level && isHeatLevel(level) ? tint(HEAT_COLOURS[level].hex) : null;
    });
  }
  if (results.kinematics.length === 0) return;
  heading(doc, tr('reports.kinematics.title'));
  table(
    doc,
    [
      { header: tr('reports.kinematics.motion'), width: 0.4 },
      { header: tr('reports.kinematics.measured'), width: 0.15, align: 'right' },
      { header: tr('reports.kinematics.green'), width: 0.15, align: 'right' },
      { header: tr('reports.kinematics.amber'), width: 0.15, align: 'right' },
      { header: tr('reports.kinematics.red'), width: 0.15, align: 'right' },
    ],
    results.kinematics.map((entry) => {
      const motion = tr(`charts.motions.${entry.motion}`);
      const name = entry.side
        ? tr('charts.joint_side', { motion, side: tr(`charts.sides.${entry.side}`) })
        : motion;
      return [
        name,
        tr('reports.video.seconds', { value: f.number(entry.measured_seconds) }),
        f.percent(entry.shares.green),
        f.percent(entry.shares.amber),
        f.percent(entry.shares.red),
      ];
    }),
  );
}

/** 4. Each step of the score with its table cell, what was assumed and what was corrected by whom. */
export function explanation(doc: Pdf, data: ReportData, lang: Language) {
  const { results } = data;
  if (!results) return;
  const tr = t(lang);
  const f = formatters(lang);
  heading(doc, tr('reports.explanation.title'));
  explainedSteps(results.method, results.score.explanation, lang).forEach((step, index) => {
    const cell =
      'table' in step && step.table
        ? ` (${tr('reports.explanation.table', { table: tableName(step.table, lang), row: String(step.row ?? '–'), column: String(step.column ?? '–') })})`
        : '';
    paragraph(doc, `${index + 1}. ${step.text}${cell}`);
  });
  if (results.score.assumed.length > 0) {
    heading(doc, tr('reports.explanation.assumed'), 3);
    for (const key of results.score.assumed) paragraph(doc, `• ${explainText(key, lang)}`);
  }
  // angles only: the seated reading is a state, not an angle
  const angles: readonly string[] = [...AXIAL_ANGLE_KEYS, ...SIDED_ANGLE_KEYS];
  const unsure = Object.values(results.score.measured).filter(
    (m) => m.lowConfidence === true && angles.includes(m.key),
  );
  if (unsure.length > 0) {
    heading(doc, tr('reports.explanation.low_confidence'), 3);
    const words = wordsIn(lang);
    const keys = new Set(unsure.map((m) => (m.side ? `${m.side}_${m.key}` : m.key)));
    for (const key of keys) paragraph(doc, `• ${angleWords(words, key)}`);
  }
  if (data.changes.length > 0) {
    heading(doc, tr('reports.explanation.corrected'), 3);
    const words = wordsIn(lang);
    const method = data.assessment.type;
    for (const change of data.changes)
      paragraph(
        doc,
        `• ${tr('reports.explanation.corrected_by', {
          field: changedFieldWords(words, method, change.field),
          from: changedValueWords(words, method, change.field, change.oldValue),
          to: changedValueWords(words, method, change.field, change.newValue),
          name: change.userName,
          date: f.dateTime(change.createdAt),
        })}`,
      );
  }
  heldPostureCorrected(doc, data, lang);
}

/** Where the final posture's corrections apply, and a worse posture they leave elsewhere. */
function heldPostureCorrected(doc: Pdf, data: ReportData, lang: Language) {
  const score = data.results?.score;
  if (!score?.corrected_frames) return;
  const tr = t(lang);
  const f = formatters(lang);
  paragraph(
    doc,
    tr('reports.explanation.held_frames', {
      start: f.number(score.corrected_frames.start),
      end: f.number(score.corrected_frames.end),
    }),
    { muted: true },
  );
  const worse = score.worse_held;
  if (!worse) return;
  const moment = findMethod(data.assessment.type)?.finalScore === 'peak';
  paragraph(
    doc,
    tr(`reports.explanation.${moment ? 'worse_moment' : 'worse_held'}`, {
      score: worse.score === null ? '—' : f.number(worse.score, 2),
      time: f.number(worse.time),
      hold: f.number(score.hold_seconds),
      held: f.number(worse.seconds),
    }),
  );
}

/** 5. Recommendations with their suggestions, status and priority; then the notes. */
export function recommendationsAndNotes(doc: Pdf, data: ReportData, lang: Language) {
  const tr = t(lang);
  const f = formatters(lang);
  heading(doc, tr('reports.recommendations.title'));
  if (data.recommendations.length === 0)
    paragraph(doc, tr('reports.recommendations.none'), { muted: true });
  for (const rec of data.recommendations) {
    ensureSpace(doc, 90);
    heading(doc, rec.title, 3);
    facts(doc, [
      [tr('reports.recommendations.priority'), tr(`reports.priority.${rec.priority}`)],
      [tr('reports.recommendations.status'), tr(`reports.status.${rec.status}`)],
      [tr('reports.recommendations.timeframe'), rec.timeframe],
      [tr('reports.recommendations.risk_factor'), rec.risk_factor],
      [tr('reports.recommendations.measured'), rec.measured],
      [tr('reports.recommendations.owner'), rec.owner],
      [tr('reports.recommendations.due'), rec.due_date ? f.date(`${rec.due_date}T12:00:00Z`) : ''],
    ]);
    if (rec.action_points.length > 0) {
      paragraph(doc, tr('reports.recommendations.actions'), { muted: true });
      rec.action_points.forEach((point, i) => paragraph(doc, `${i + 1}. ${point}`));
    }
    if (rec.recommendation_suggestions.length > 0) {
      paragraph(doc, tr('reports.recommendations.suggestions'), { muted: true });
      for (const s of rec.recommendation_suggestions)
        paragraph(doc, `• ${s.text} (${tr(`reports.control.${s.control_type}`)})`);
    }
    const ba = rec.before_after;
    if (
      ba?.ready &&
      ba.before.score !== null &&
      ba.after.score !== null &&
      ba.change.reduction_percent !== null
    )
      paragraph(
        doc,
        tr('reports.recommendations.follow_up', {
          before: f.number(ba.before.score, 2),
          after: f.number(ba.after.score, 2),
          change: f.percent(-ba.change.reduction_percent / 100),
        }),
      );
    doc.moveDown(0.4);
  }
  heading(doc, tr('reports.notes.title'));
  if (data.notes.length === 0) paragraph(doc, tr('reports.notes.none'), { muted: true });
  for (const note of data.notes) {
    paragraph(doc, note.text);
    paragraph(doc, `${note.author.name} · ${f.dateTime(note.created_at)}`, {
      muted: true,
      size: 8.5,
    });
    doc.moveDown(0.3);
  }
}

/** 7. What the method measures and its source, and how the video was analysed. */
export function methodNote(doc: Pdf, data: ReportData, lang: Language) {
  const tr = t(lang);
  const f = formatters(lang);
  heading(doc, tr('reports.method.title'));
  paragraph(doc, methodAbout(data.assessment.type, lang));
  const { results } = data;
  if (!results) return;
  const v = results.video;
  heading(doc, tr('reports.video.title'), 3);
  facts(doc, [
    [
      tr('reports.video.duration'),
      tr('reports.video.seconds', { value: f.number(v.duration_seconds) }),
    ],
    [
      tr('reports.video.frames'),
      `${results.frames.total} (${tr('reports.video.fps', { value: f.number(v.sampled_fps) })})`,
    ],
    [tr('reports.video.scored'), `${results.frames.scored} / ${results.frames.total}`],
    [tr('reports.video.model'), v.model],
    [tr('reports.video.found'), f.percent(v.person_found_ratio)],
    [tr('reports.video.view'), tr(`reports.video.views.${v.camera_view.view}`)],
    ...(v.seated_share !== null && v.seated_share !== undefined
      ? [[tr('reports.video.seated'), f.percent(v.seated_share)] as [string, string]]
      : []),
  ]);
  if (notSeatedWarning(results))
    paragraph(doc, tr('reports.video.not_seated', { share: f.percent(v.seated_share ?? 0) }));
}
