import ExcelJS from 'exceljs';
import {
  findMethod,
  inputsSchemaOf,
  isMessageKey,
  methodLabel,
  parseStoredResults,
  translate,
  type Assessment,
  type AssessmentListQuery,
  type Language,
} from '@ergo/contracts';
import type { Database, OrganizationId } from '@ergo/db';
import { storedResultsOf } from '../../db/exports';
import type { Caller } from '../caller';
import { listAssessments } from '../assessments/list-assessments';

type Cell = string | number | Date | null;

/** What the sheet shows of an assessment's stored results: its parts' scores and its score's range. */
interface ResultCells {
  parts: Record<string, number>;
  range: { low: number; high: number } | null;
}

/** Each assessment's body-part scores in its final posture and its score's 80% range (video methods). */
async function resultCells(db: Database, orgId: OrganizationId, ids: readonly string[]) {
  const cells = new Map<string, ResultCells>();
  // in slices, so a long list never builds one huge statement
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await storedResultsOf(db, { orgId, assessmentIds: ids.slice(start, start + 500) });
    for (const row of rows) {
      try {
        const results = parseStoredResults(row.results);
        cells.set(row.id, {
          parts: Object.fromEntries(results.body_parts.map((part) => [part.body_part, part.score])),
          range: results.score.range,
        });
      } catch {
        // an unreadable document leaves its cells empty; the detail page says why
      }
    }
  }
  return cells;
}

/** An input's value as the reader reads it: an option's label, Yes/No, a list of labels, a number. */
function inputValue(type: string, field: string, value: unknown, lang: Language): Cell {
  const label = (code: string) => {
    const key = `methods.${type}.fields.${field}.options.${code}`;
    return isMessageKey(key) ? translate(key, lang) : code;
  };
  if (typeof value === 'boolean') return translate(value ? 'exports.yes' : 'exports.no', lang);
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? new Date(value) : label(value);
  if (Array.isArray(value)) return value.map((item) => label(String(item))).join('; ');
  return null;
}

/** The input fields of a type, in its schema's order. */
const fieldsOf = (type: string): string[] => Object.keys(inputsSchemaOf(type)?.shape ?? {});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

const fieldLabel = (type: string, field: string, lang: Language) => {
  const key = `methods.${type}.fields.${field}.label`;
  return isMessageKey(key) ? translate(key, lang) : field;
};

/**
 * GET /operation/assessments/export.xlsx: the assessments list with its filters as a workbook, one
 * row per assessment: the list's columns, each body part's score, and every input of its method.
 * Numbers are numbers and dates are dates; headers and labels are in the caller's language.
 */
export async function assessmentsWorkbook(
  db: Database,
  caller: Pick<Caller, 'orgId'>,
  query: AssessmentListQuery,
  lang: Language,
): Promise<Buffer> {
  const { results } = await listAssessments(db, caller, query, null, lang);
  const cells = await resultCells(
    db,
    caller.orgId,
    results.filter((a) => a.status === 'completed' && findMethod(a.type)).map((a) => a.id),
  );
  const t = (key: string, params = {}) => translate(key, lang, params);
  const types = [...new Set(results.map((a) => a.type))];
  const partNames = [...new Set(types.flatMap((type) => findMethod(type)?.bodyParts ?? []))];
  const inputColumns = types.flatMap((type) => fieldsOf(type).map((field) => ({ type, field })));

  const book = new ExcelJS.Workbook();
  book.creator = 'ErgoAssess';
  const sheet = book.addWorksheet(t('exports.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('exports.columns.name'), width: 32 },
    { header: t('exports.columns.method'), width: 12 },
    { header: t('exports.columns.operation'), width: 24 },
    { header: t('exports.columns.task'), width: 24 },
    { header: t('exports.columns.employee'), width: 20 },
    { header: t('exports.columns.employee_number'), width: 14 },
    { header: t('exports.columns.created'), width: 18, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: t('exports.columns.status'), width: 14 },
    { header: t('exports.columns.score'), width: 10 },
    { header: t('exports.columns.score_low'), width: 12 },
    { header: t('exports.columns.score_high'), width: 12 },
    { header: t('exports.columns.risk_level'), width: 16 },
    ...partNames.map((part) => ({
      header: t('exports.columns.part', { part: t(`heatMap.parts.${part}`) }),
      width: 14,
    })),
    ...inputColumns.map(({ type, field }) => ({
      header: t('exports.columns.input', {
        method: methodLabel(type, lang),
        field: fieldLabel(type, field, lang),
      }),
      width: 22,
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const assessment of results)
    sheet.addRow(rowOf(assessment, cells, partNames, inputColumns, lang));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

function rowOf(
  a: Assessment,
  cells: Map<string, ResultCells>,
  partNames: readonly string[],
  inputColumns: readonly { type: string; field: string }[],
  lang: Language,
): Cell[] {
  const t = (key: string) => translate(key, lang);
  const result = cells.get(a.id);
  const scores = result?.parts ?? {};
  return [
    a.name,
    methodLabel(a.type, lang),
    a.operation_name,
    a.task_name,
    a.employee_name || null,
    a.employee_number || null,
    new Date(a.created_at),
    t(`exports.statuses.${a.status}`),
    a.score,
    // the 80% range as two numbers, so a sheet can sort and filter by them; empty when not known
    result?.range?.low ?? null,
    result?.range?.high ?? null,
    // a score from too little of its video has no level: the sheet says why its cell is not one
    a.coverage_sufficient === false
      ? t('exports.risk.not_enough_measured')
      : a.risk_level
        ? t(`risk.${a.risk_level}`)
        : null,
    ...partNames.map((part) => scores[part] ?? null),
    ...inputColumns.map(({ type, field }) =>
      type === a.type ? inputValue(type, field, a.inputs[field], lang) : null,
    ),
  ];
}
