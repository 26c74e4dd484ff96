import {
  BODY_FIGURE,
  checklist,
  qec,
  QEC_DRAWN_AS,
  QEC_EXPOSURES,
  rosa,
  rosaDetail,
  wisha,
  wishaDetail,
  wishaFactors,
  type Language,
} from '@ergo/contracts';
import {
  CHECKLIST_CATEGORIES,
  HEAT_COLOURS,
  heatColourOf,
  QEC_WORKER_ITEMS,
  rosaBand,
} from '@ergo/ergonomics';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { latestChecklistResponse } from '../surveys/checklist';
import { qecResult, qecSummary } from '../surveys/qec';
import { drawHeatFigure } from './heat-figure';
import { heading, paragraph, table, tint, type Pdf } from './pdf-kit';
import type { ReportData } from './report-data';
import { formatters, t } from './sections';

type Ctx = Pick<AppContext, 'db'>;

/** 6. What only this method has: WISHA's lowering factors, ROSA's sections, QEC's and the checklist's answers. */
export async function methodSections(
  doc: Pdf,
  ctx: Ctx,
  caller: Caller,
  data: ReportData,
  lang: Language,
) {
  await METHOD_SECTIONS.get(data.assessment.type)?.(doc, ctx, caller, data, lang);
}

type MethodSection = (
  doc: Pdf,
  ctx: Ctx,
  caller: Caller,
  data: ReportData,
  lang: Language,
) => void | Promise<void>;

/** The methods with a section of their own, by their descriptor's code; the rest have none. */
const METHOD_SECTIONS = new Map<string, MethodSection>([
  [wisha.code, (doc, _ctx, _caller, data, lang) => wishaSection(doc, data, lang)],
  [rosa.code, (doc, _ctx, _caller, data, lang) => rosaSection(doc, data, lang)],
  [qec.code, qecSection],
  [checklist.code, checklistSection],
]);

/** WISHA: each factor behind the safe weight, and whether it lowered it. */
function wishaSection(doc: Pdf, data: ReportData, lang: Language) {
  const parsed = wishaDetail.safeParse(data.results?.score.detail);
  if (!parsed.success) return;
  const tr = t(lang);
  const f = formatters(lang);
  const detail = parsed.data;
  const factors = wishaFactors(detail);
  heading(doc, tr('reports.wisha.title'));
  table(
    doc,
    [
      { header: tr('reports.wisha.factor'), width: 0.45 },
      { header: tr('reports.wisha.value'), width: 0.35, align: 'right' },
      { header: tr('reports.wisha.lowered'), width: 0.2 },
    ],
    [
      [
        tr('methodResults.wisha.current_weight'),
        `${f.number(detail.current_lift_weight_kg)} kg`,
        '',
      ],
      [
        tr('methodResults.wisha.safe_weight'),
        `${f.number(detail.recommended_safe_weight_kg)} kg`,
        '',
      ],
      [
        tr('methodResults.wisha.lifting_index'),
        detail.lifting_index === null ? '–' : f.number(detail.lifting_index, 2),
        '',
      ],
      ...factors.map((factor) => [
        tr(`methodResults.wisha.factors.${factor.key}`),
        factor.unit === 'lb'
          ? tr('reports.wisha.best_grid', {
              value: f.number(factor.value),
              best: f.number(factor.best ?? factor.value),
            })
          : `× ${f.number(factor.value, 2)}`,
        tr(factor.lowers ? 'reports.wisha.yes' : 'reports.wisha.no'),
      ]),
    ],
    (row, column) => (column === 2 && row >= 3 && factors[row - 3]?.lowers ? '#fde2c4' : null),
  );
  if (!factors.some((factor) => factor.lowers))
    paragraph(doc, tr('methodResults.wisha.factors_none'), { muted: true });
}

/** ROSA: every chart value of the sheet (sections A, B, C, peripherals, final), in its band colour. */
function rosaSection(doc: Pdf, data: ReportData, lang: Language) {
  const parsed = rosaDetail.safeParse(data.results?.score.detail);
  if (!parsed.success) return;
  const tr = t(lang);
  const rows = Object.entries(parsed.data.final_scores);
  const bandOf = (score: number) => rosaBand(Math.min(10, Math.max(1, Math.round(score))));
  heading(doc, tr('reports.rosa.title'));
  table(
    doc,
    [
      { header: tr('reports.rosa.row'), width: 0.5 },
      { header: tr('reports.rosa.score'), width: 0.2, align: 'right' },
      { header: tr('reports.parts.band'), width: 0.3 },
    ],
    rows.map(([row, score]) => [
      tr(`methodResults.rosa.rows.${row}`),
      String(score),
      tr(`risk.${bandOf(score).risk_level}`),
    ]),
    (row, column) => {
      const score = rows[row]?.[1];
      return column === 2 && score !== undefined
        ? tint(heatColourOf(bandOf(score).risk_level).hex)
        : null;
    },
  );
}

/** QEC: the exposure scores (figure and table) and how the workers answered each question. */
async function qecSection(doc: Pdf, ctx: Ctx, caller: Caller, data: ReportData, lang: Language) {
  const tr = t(lang);
  const f = formatters(lang);
  const id = data.row.id;
  heading(doc, tr('reports.qec.exposures'));
  const result = await qecResult(ctx, caller, id, undefined, lang).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 409) return null;
    throw error;
  });
  if (!result) paragraph(doc, tr('reports.qec.incomplete'), { muted: true });
  else {
    const level = (name: string) => tr(`heatMap.levels.${name}`);
    drawHeatFigure(
      doc,
      BODY_FIGURE,
      Object.entries(QEC_DRAWN_AS).flatMap(([exposure, parts]) => {
        const { score, level: heat } = result.exposures[exposure as keyof typeof QEC_DRAWN_AS];
        // every drawn part of the region in its colour; its score and legend line once
        return parts.map((part, i) => ({
          part,
          hex: HEAT_COLOURS[heat].hex,
          score: i === 0 ? String(score) : '',
          legend:
            i === 0
              ? tr('reports.heat_map.legend', {
                  part: tr(`qec.exposures.${exposure}`),
                  score,
                  level: level(heat),
                })
              : null,
        }));
      }),
      {
        height: 220,
        levelName: (name) => (name === 'none' ? tr('reports.heat_map.not_scored') : level(name)),
        keyTitle: tr('reports.heat_map.key'),
      },
    );
    table(
      doc,
      [
        { header: tr('reports.qec.exposure'), width: 0.5 },
        { header: tr('reports.qec.score'), width: 0.2, align: 'right' },
        { header: tr('reports.qec.level'), width: 0.3 },
      ],
      QEC_EXPOSURES.map((exposure) => [
        tr(`qec.exposures.${exposure}`),
        String(result.exposures[exposure].score),
        level(result.exposures[exposure].level),
      ]),
      (row, column) => {
        const exposure = QEC_EXPOSURES[row];
        return column === 2 && exposure
          ? tint(HEAT_COLOURS[result.exposures[exposure].level].hex)
          : null;
      },
    );
    paragraph(
      doc,
      tr('reports.qec.total', {
        total: result.total,
        max: result.total_max,
        percent: f.percent(result.exposure_percent / 100),
      }),
    );
  }

  const summary = await qecSummary(ctx, caller, id);
  heading(doc, tr('reports.qec.title'));
  if (summary.workers_count === 0) {
    paragraph(doc, tr('reports.qec.none'), { muted: true });
    return;
  }
  paragraph(doc, tr('reports.qec.workers', { count: summary.workers_count }));
  const label = (question: string) => tr(`methods.qec.fields.${question}.label`);
  const rows = Object.entries(QEC_WORKER_ITEMS).flatMap(([question, codes]) =>
    codes.map((code, i) => {
      const count = summary.distribution[question]?.[code] ?? 0;
      return [
        i === 0 ? label(question) : '',
        tr(`methods.qec.fields.${question}.options.${code}`),
        `${count} (${f.percent(count / summary.workers_count)})`,
      ];
    }),
  );
  table(
    doc,
    [
      { header: tr('reports.qec.question'), width: 0.45 },
      { header: tr('reports.qec.answer'), width: 0.35 },
      { header: tr('reports.qec.count'), width: 0.2, align: 'right' },
    ],
    rows,
  );
  const written = summary.submissions.flatMap((submission) =>
    (['visual_demand_details', 'work_pace_details', 'stress_details'] as const).flatMap((field) => {
      const text = submission[field];
      return text ? [tr('reports.qec.note', { question: label(field), text })] : [];
    }),
  );
  if (written.length > 0) {
    heading(doc, tr('reports.qec.notes'), 3);
    for (const line of written) paragraph(doc, `• ${line}`);
  }
}

/** The checklist: the compliance, then every answer by category (critical items marked). */
async function checklistSection(
  doc: Pdf,
  ctx: Ctx,
  caller: Caller,
  data: ReportData,
  lang: Language,
) {
  const tr = t(lang);
  const f = formatters(lang);
  const { rows, result, submittedAt } = await latestChecklistResponse(
    ctx.db,
    { orgId: caller.orgId, assessmentId: data.row.id },
    lang,
  );
  heading(doc, tr('reports.checklist.title'));
  if (!result || rows.length === 0) {
    paragraph(doc, tr('reports.checklist.none'), { muted: true });
    return;
  }
  if (submittedAt)
    paragraph(doc, tr('reports.checklist.submitted', { date: f.dateTime(submittedAt) }), {
      muted: true,
    });
  paragraph(
    doc,
    tr('reports.checklist.compliance', {
      compliant: result.compliant,
      count: result.applicable,
      percent: f.percent(result.compliance_percent / 100),
    }),
  );
  for (const [category, names] of Object.entries(CHECKLIST_CATEGORIES)) {
    const answers = rows
      .filter((row) => row.category === category)
      .sort((a, b) => a.id.localeCompare(b.id));
    if (answers.length === 0) continue;
    const counts = result.by_category[category as keyof typeof CHECKLIST_CATEGORIES];
    heading(
      doc,
      `${names[lang]} (${counts ? `${counts.compliant}/${counts.applicable}` : '–'})`,
      3,
    );
    table(
      doc,
      [
        { header: tr('reports.checklist.item'), width: 0.55 },
        { header: tr('reports.checklist.answer'), width: 0.15 },
        { header: tr('reports.checklist.comment'), width: 0.3 },
      ],
      answers.map((row) => [
        row.critical ? `${row.text} (${tr('reports.checklist.critical')})` : row.text,
        tr(`reports.checklist.answers.${row.answer}`),
        row.comment ?? '',
      ]),
      (row, column) =>
        column === 1 && answers[row]?.answer === 'NO'
          ? tint(HEAT_COLOURS[answers[row]?.critical ? 'very_high' : 'high'].hex)
          : null,
    );
  }
}
