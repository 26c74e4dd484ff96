import type { FigureShape, FigurePiece } from '@ergo/contracts';

/** The mirror of a piece about the figure's vertical centre line (the right arm, the right leg). */
const mirrorOf = (piece: FigurePiece, width: number) =>
  piece.mirror ? `translate(${width},0) scale(-1,1)` : undefined;

/** One shape of a figure in SVG, filled (or, for a line, stroked) in its part's colour. */
function Shape({
  shape,
  fill,
}: {
  shape: FigureShape & { rotate?: readonly [number, number, number] };
  fill: string;
}) {
  const transform = shape.rotate ? `rotate(${shape.rotate.join(' ')})` : undefined;
  switch (shape.kind) {
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.rx}
          transform={transform}
          fill={fill}
        />
      );
    case 'ellipse':
      return (
        <ellipse
          cx={shape.cx}
          cy={shape.cy}
          rx={shape.rx}
          ry={shape.ry}
          transform={transform}
          fill={fill}
        />
      );
    case 'path':
      return <path d={shape.d} transform={transform} fill={fill} />;
    case 'line':
      return (
        <path
          d={shape.d}
          transform={transform}
          fill="none"
          stroke={fill}
          strokeWidth={shape.width}
          strokeLinecap="round"
        />
      );
  }
}

/** A piece's shapes, mirrored when the piece is the figure's other side. */
export function PieceShapes({
  piece,
  fill,
  width,
}: {
  piece: FigurePiece;
  fill: string;
  width: number;
}) {
  return (
    <g transform={mirrorOf(piece, width)}>
      {piece.shapes.map((shape, i) => (
        <Shape key={i} shape={shape} fill={fill} />
      ))}
    </g>
  );
}
