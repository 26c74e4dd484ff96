import { findMethod, translate, type Language } from '@ergo/contracts';
import { lineGraph, type LineGraph } from '@ergo/ergonomics';
import { angleTick, axisTicks, niceStep } from './axis-ticks';
import { contentWidth, ensureSpace, heading, INK, MUTED, RULE, type Pdf } from './pdf-kit';
import type { ReportData } from './report-data';
import { formatters, partName } from './sections';

/** SPEC §9 angle colour bands, light enough under the lines, each named in the legend. */
const BAND_FILL = { green: '#dcefe0', amber: '#fde6c4', red: '#f6d0d0' } as const;
const LINES = [
  { colour: '#1d4ed8', dash: null },
  { colour: '#7c2d12', dash: [4, 2] as [number, number] },
] as const;
const PLOT_HEIGHT = 120;

/** One graph: the colour bands of the motion, its angle over time (one line a side), in vectors. */
function drawGraph(doc: Pdf, graph: LineGraph, title: string, lang: Language) {
  const tr = (key: string, params = {}) => translate(key, lang, params);
  const f = formatters(lang);
  const series = Object.entries(graph.angles);
  const values = series.flatMap(([, points]) => points.filter((v): v is number => v !== null));
  if (values.length === 0) return;
  ensureSpace(doc, PLOT_HEIGHT + 70);
  doc.font('semibold').fontSize(10.5).fillColor(INK).text(title, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
  const left = doc.page.margins.left + 34;
  const width = contentWidth(doc) - 34;
  const top = doc.y;
  const low = Math.min(0, ...values) - 5;
  const high = Math.max(...values) + 5;
  const y = (angle: number) => top + PLOT_HEIGHT - ((angle - low) / (high - low)) * PLOT_HEIGHT;
  const end = graph.time.at(-1) ?? 1;
  const x = (time: number) => left + (time / (end || 1)) * width;

  for (const band of graph.bands) {
    const from = Math.max(band.from, low);
    const to = Math.min(band.to, high);
    if (to <= from) continue;
    doc.rect(left, y(to), width, y(from) - y(to)).fill(BAND_FILL[band.colour]);
  }
  doc.rect(left, top, width, PLOT_HEIGHT).lineWidth(0.5).strokeColor(RULE).stroke();

  doc.font('body').fontSize(7).fillColor(MUTED);
  for (const angle of axisTicks(low, high, niceStep(high - low, 5)))
    doc.text(angleTick(angle, lang), left - 34, y(angle) - 3, { width: 30, align: 'right' });
  for (const time of axisTicks(0, end, niceStep(end, 8)))
    doc.text(
      tr('reports.video.seconds', { value: f.number(time, 1) }),
      x(time) - 20,
      top + PLOT_HEIGHT + 3,
      {
        width: 40,
        align: 'center',
      },
    );

  series.forEach(([, points], index) => {
    const style = LINES[index % LINES.length] ?? LINES[0];
    doc.save();
    doc.lineWidth(1).strokeColor(style.colour);
    if (style.dash) doc.dash(style.dash[0], { space: style.dash[1] });
    let drawing = false;
    points.forEach((value, i) => {
      const time = graph.time[i];
      if (value === null || time === undefined) {
        drawing = false;
        return;
      }
      if (drawing) doc.lineTo(x(time), y(value));
      else doc.moveTo(x(time), y(value));
      drawing = true;
    });
    doc.stroke();
    doc.restore();
  });

  // legend: each line's side, and the bands by name (colour is never the only signal)
  let legendX = left;
  const legendY = top + PLOT_HEIGHT + 16;
  doc.font('body').fontSize(8);
  series.forEach(([side], index) => {
    const style = LINES[index % LINES.length] ?? LINES[0];
    doc.save().lineWidth(1.2).strokeColor(style.colour);
    if (style.dash) doc.dash(style.dash[0], { space: style.dash[1] });
    doc
      .moveTo(legendX, legendY + 4)
      .lineTo(legendX + 16, legendY + 4)
      .stroke()
      .restore();
    const label =
      side === 'angle' ? tr(`charts.motions.${graph.motion}`) : tr(`charts.sides.${side}`);
    doc.fillColor(INK).text(label, legendX + 20, legendY, { lineBreak: false });
    legendX += 30 + doc.widthOfString(label);
  });
  for (const colour of ['green', 'amber', 'red'] as const) {
    doc.rect(legendX, legendY, 10, 8).fill(BAND_FILL[colour]);
    const label = tr(`reports.kinematics.${colour}`);
    doc.fillColor(INK).text(label, legendX + 14, legendY, { lineBreak: false });
    legendX += 24 + doc.widthOfString(label);
  }
  doc.x = doc.page.margins.left;
  doc.y = legendY + 18;
}

/** 3. The angle over time of each body part the method graphs, with its colour bands. */
export function angleGraphs(doc: Pdf, data: ReportData, lang: Language) {
  const { results } = data;
  const method = findMethod(data.assessment.type);
  if (!results || !method || method.graphs.length === 0) return;
  // the heading stays on the page of the first graph
  ensureSpace(doc, PLOT_HEIGHT + 70 + 60);
  heading(doc, translate('reports.graphs.title', lang));
  for (const part of method.graphs) {
    const graph = lineGraph(results.series, part);
    if (!graph) continue;
    const name = partName(lang, part);
    drawGraph(doc, graph, `${name}: ${translate(`charts.motions.${graph.motion}`, lang)}`, lang);
  }
}
