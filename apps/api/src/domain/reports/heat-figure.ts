import {
  FIGURE_PART_ALIASES,
  NEUTRAL_PART,
  readableOn,
  SCENERY,
  WORKSTATION_FLOOR,
  WORKSTATION_SCENERY,
  type FigureDrawing,
  type FigureShape,
} from '@ergo/contracts';
import { HEAT_COLOURS, HEAT_LEVELS } from '@ergo/ergonomics';
import { contentWidth, ensureSpace, INK, MUTED, printable, type Pdf } from './pdf-kit';

/** A coloured part of the figure: its heat colour and the score written on it. */
export interface FigureColour {
  part: string;
  hex: string;
  score: string;
  /** the legend's line for it, e.g. "Trunk: 3 (medium)"; null: not listed (a region's second part) */
  legend: string | null;
}

type Placed = FigureShape & { rotate?: readonly [number, number, number] };

/** Traces one shape of the figure as a pdfkit path (its transform already applied). */
function trace(doc: Pdf, shape: Placed) {
  doc.save();
  if (shape.rotate) {
    const [angle, cx, cy] = shape.rotate;
    doc.rotate(angle, { origin: [cx, cy] });
  }
  switch (shape.kind) {
    case 'rect':
      if (shape.rx) doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.rx);
      else doc.rect(shape.x, shape.y, shape.width, shape.height);
      break;
    case 'ellipse':
      doc.ellipse(shape.cx, shape.cy, shape.rx, shape.ry);
      break;
    case 'path':
    case 'line':
      doc.path(shape.d);
      break;
  }
}

function drawShape(doc: Pdf, shape: Placed, fill: string, outline: string, outlineWidth: number) {
  trace(doc, shape);
  if (shape.kind === 'line') doc.lineWidth(shape.width).lineCap('round').strokeColor(fill).stroke();
  else doc.lineWidth(outlineWidth).fillColor(fill).strokeColor(outline).fillAndStroke();
  doc.restore();
}

/**
 * Draws a heat-map figure (the body or the workstation, from the geometry the web page draws too)
 * as vector paths, `height` points tall at the current position, with a legend beside it: each
 * coloured part with its score and level, then the colour key. Nothing is cut across a page.
 */
export function drawHeatFigure(
  doc: Pdf,
  drawing: FigureDrawing,
  colours: readonly FigureColour[],
  options: {
    height: number;
    levelName: (level: string) => string;
    keyTitle: string;
    /** the desk and floor under a workstation */
    scenery?: boolean;
  },
) {
  const listed = colours.filter((c) => c.legend !== null);
  const legendLines = listed.length + HEAT_LEVELS.length + 2;
  ensureSpace(doc, Math.max(options.height, legendLines * 15) + 16);
  const left = doc.page.margins.left;
  const top = doc.y + 4;
  const scale = options.height / drawing.height;
  const byPart = new Map(colours.map((c) => [FIGURE_PART_ALIASES[c.part] ?? c.part, c]));

  doc.save();
  doc.translate(left, top).scale(scale);
  if (options.scenery) drawWorkstationScenery(doc);
  for (const piece of drawing.pieces) {
    const fill = (piece.part && byPart.get(piece.part)?.hex) || NEUTRAL_PART;
    doc.save();
    if (piece.mirror) doc.translate(drawing.width, 0).scale(-1, 1);
    for (const shape of piece.shapes)
      drawShape(doc, shape, fill, drawing.outline, drawing.outlineWidth);
    doc.restore();
  }
  doc.restore();

  // Scores on the figure, in page coordinates so the text is not mirrored or scaled oddly.
  for (const [part, [x, y, size]] of Object.entries(drawing.labels)) {
    const found = byPart.get(part);
    if (!found?.score) continue;
    const fontSize = Math.max(8, size * scale);
    doc.font('bold').fontSize(fontSize).fillColor(readableOn(found.hex));
    doc.text(found.score, left + x * scale - 20, top + y * scale - fontSize * 0.68, {
      width: 40,
      align: 'center',
      lineBreak: false,
    });
  }

  // The legend: each part's score and level (the words carry the meaning, not the colour alone).
  const legendX = left + drawing.width * scale + 28;
  const legendWidth = contentWidth(doc) - (legendX - left);
  let y = top;
  const swatch = (hex: string, text: string) => {
    doc
      .rect(legendX, y + 2, 10, 10)
      .lineWidth(0.5)
      .fillColor(hex)
      .strokeColor(MUTED)
      .fillAndStroke();
    doc.font('body').fontSize(9.5).fillColor(INK);
    doc.text(printable(text), legendX + 16, y, { width: legendWidth - 16 });
    y = doc.y + 3;
  };
  for (const colour of listed) swatch(colour.hex, colour.legend ?? '');
  y += 8;
  doc.font('semibold').fontSize(9).fillColor(MUTED).text(options.keyTitle, legendX, y);
  y = doc.y + 3;
  for (const level of HEAT_LEVELS) swatch(HEAT_COLOURS[level].hex, options.levelName(level));
  if (drawing.pieces.some((piece) => piece.part !== null && !byPart.has(piece.part)))
    swatch(NEUTRAL_PART, options.levelName('none'));

  doc.x = left;
  doc.y = Math.max(top + options.height, y) + 12;
}

/** The desk and floor of the workstation (drawn under the scored items, never coloured). */
function drawWorkstationScenery(doc: Pdf) {
  const floor = WORKSTATION_FLOOR;
  doc
    .moveTo(floor.x1, floor.y)
    .lineTo(floor.x2, floor.y)
    .lineWidth(2)
    .strokeColor(SCENERY.floor)
    .stroke();
  for (const shape of WORKSTATION_SCENERY) drawShape(doc, shape, SCENERY.fill, SCENERY.stroke, 1);
}
