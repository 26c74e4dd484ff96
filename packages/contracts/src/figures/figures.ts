/**
 * The heat-map figures as data: the web page draws them as SVG and the PDF report as vector paths,
 * so the body and the workstation look the same on screen and on paper. Coordinates are in the
 * figure's own viewBox; a part names the result's body part it is coloured by (null: never scored).
 */

export type FigureShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx?: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'path'; d: string }
  /** an open path drawn as a thick line in the part's colour (the chair's star base) */
  | { kind: 'line'; d: string; width: number };

export interface FigurePiece {
  /** the body part whose heat colour fills it; null for scenery (the desk, the floor) */
  part: string | null;
  /** a stable name for the piece (a React key, and which arm or leg it is) */
  key: string;
  shapes: readonly (FigureShape & { rotate?: readonly [number, number, number] })[];
  /** drawn mirrored about the figure's vertical centre line (the right arm and leg) */
  mirror?: boolean;
}

export interface FigureDrawing {
  width: number;
  height: number;
  /** outline of every piece: white between body parts, grey around workstation items */
  outline: string;
  outlineWidth: number;
  pieces: readonly FigurePiece[];
  /** where a part's score is written, once, with its font size */
  labels: Readonly<Record<string, readonly [x: number, y: number, size: number]>>;
}

/** Colour of a part the method does not score, and of the head and the scenery. */
export const NEUTRAL_PART = '#dee2e6';
export const SCENERY = { fill: '#e9ecef', stroke: '#adb5bd', floor: '#ced4da' } as const;

const arm = (mirror: boolean): FigurePiece[] => {
  const side = mirror ? 'r' : 'l';
  return [
    {
      part: 'upper_arm',
      key: `ua-${side}`,
      mirror,
      shapes: [{ kind: 'rect', x: 42, y: 84, width: 20, height: 74, rx: 10, rotate: [10, 52, 84] }],
    },
    {
      part: 'lower_arm',
      key: `la-${side}`,
      mirror,
      shapes: [
        { kind: 'rect', x: 30, y: 154, width: 17, height: 66, rx: 8.5, rotate: [6, 38, 154] },
      ],
    },
    {
      part: 'wrist',
      key: `wr-${side}`,
      mirror,
      shapes: [{ kind: 'ellipse', cx: 30, cy: 234, rx: 9, ry: 13 }],
    },
  ];
};

const leg = (mirror: boolean): FigurePiece => ({
  part: 'leg',
  key: `leg-${mirror ? 'r' : 'l'}`,
  mirror,
  shapes: [
    { kind: 'rect', x: 71, y: 212, width: 27, height: 92, rx: 12 },
    { kind: 'rect', x: 74, y: 300, width: 22, height: 82, rx: 10 },
    { kind: 'ellipse', cx: 82, cy: 388, rx: 14, ry: 7 },
  ],
});

/**
 * A front-view body (SPEC §2/§4 heat map). Both arms take the scored arm's colour, as the methods
 * score one arm; REBA's 'leg' and RULA's 'legs' are the same legs.
 */
export const BODY_FIGURE: FigureDrawing = {
  width: 200,
  height: 400,
  outline: '#ffffff',
  outlineWidth: 1.5,
  pieces: [
    { part: null, key: 'head', shapes: [{ kind: 'ellipse', cx: 100, cy: 36, rx: 21, ry: 25 }] },
    {
      part: 'neck',
      key: 'neck',
      shapes: [{ kind: 'rect', x: 90, y: 58, width: 20, height: 20, rx: 6 }],
    },
    {
      part: 'trunk',
      key: 'trunk',
      shapes: [
        {
          kind: 'path',
          d: 'M62,82 Q100,70 138,82 L134,150 Q130,182 131,214 L69,214 Q70,182 66,150 Z',
        },
      ],
    },
    ...arm(false),
    ...arm(true),
    leg(false),
    leg(true),
  ],
  labels: {
    neck: [100, 68, 10],
    trunk: [100, 140, 12],
    upper_arm: [47, 121, 12],
    lower_arm: [37, 187, 12],
    wrist: [30, 235, 10],
    leg: [84.5, 258, 12],
  },
};

/** Which drawn part a result's body part colours. */
export const FIGURE_PART_ALIASES: Readonly<Record<string, string>> = { legs: 'leg' };

/** ROSA's workstation seen from the side: the chair's four parts, the monitor, mouse and keyboard. */
export const WORKSTATION_FIGURE: FigureDrawing = {
  width: 360,
  height: 300,
  outline: '#495057',
  outlineWidth: 1,
  pieces: [
    {
      part: 'monitor',
      key: 'monitor',
      shapes: [
        { kind: 'rect', x: 296, y: 52, width: 14, height: 80, rx: 3 },
        { kind: 'rect', x: 300, y: 132, width: 6, height: 18 },
        { kind: 'rect', x: 286, y: 146, width: 34, height: 5, rx: 2 },
      ],
    },
    {
      part: 'keyboard',
      key: 'keyboard',
      shapes: [{ kind: 'rect', x: 200, y: 141, width: 58, height: 9, rx: 2 }],
    },
    { part: 'mouse', key: 'mouse', shapes: [{ kind: 'ellipse', cx: 272, cy: 145, rx: 10, ry: 5 }] },
    {
      part: 'chair_height',
      key: 'chair_height',
      shapes: [
        { kind: 'rect', x: 92, y: 196, width: 10, height: 66 },
        { kind: 'line', d: 'M58,284 L97,262 L136,284', width: 7 },
        { kind: 'ellipse', cx: 58, cy: 284, rx: 4, ry: 4 },
        { kind: 'ellipse', cx: 136, cy: 284, rx: 4, ry: 4 },
      ],
    },
    {
      part: 'pan_depth',
      key: 'pan_depth',
      shapes: [{ kind: 'rect', x: 50, y: 182, width: 100, height: 16, rx: 7 }],
    },
    {
      part: 'back_support',
      key: 'back_support',
      shapes: [
        { kind: 'rect', x: 38, y: 92, width: 18, height: 84, rx: 8, rotate: [-8, 47, 176] },
        { kind: 'rect', x: 44, y: 170, width: 8, height: 18 },
      ],
    },
    {
      part: 'armrests',
      key: 'armrests',
      shapes: [
        { kind: 'rect', x: 74, y: 146, width: 58, height: 9, rx: 4 },
        { kind: 'rect', x: 98, y: 155, width: 8, height: 27 },
      ],
    },
  ],
  labels: {},
};

/** The desk the keyboard, mouse and monitor stand on, and the floor (never scored). */
export const WORKSTATION_SCENERY: readonly FigureShape[] = [
  { kind: 'rect', x: 170, y: 150, width: 180, height: 10, rx: 3 },
  { kind: 'rect', x: 330, y: 160, width: 10, height: 128 },
];
export const WORKSTATION_FLOOR = { x1: 10, x2: 350, y: 288 } as const;

/** Where each QEC body region is drawn on the body figure (the whole arm is the shoulder/arm). */
export const QEC_DRAWN_AS = {
  back: ['trunk'],
  shoulder_arm: ['upper_arm', 'lower_arm'],
  wrist_hand: ['wrist'],
  neck: ['neck'],
} as const satisfies Record<string, readonly string[]>;

/** The drawn parts whose score is written on QEC's figure (each region's score once). */
export const QEC_SCORES_AT = ['neck', 'trunk', 'upper_arm', 'wrist'] as const;
