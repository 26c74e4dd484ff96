import { readableOn } from '@ergo/contracts';
import {
  heatColourOf,
  rebaBand,
  rosaBand,
  rulaBand,
  type RiskLevel,
  type ScoreBand,
} from '@ergo/ergonomics';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { BandsFigure as BandsFigureBlock } from '../content/types';

// The scales are read from the scoring package itself, so the figure cannot drift from the scores.
const SCALES: Record<BandsFigureBlock['method'], { max: number; band: (s: number) => ScoreBand }> =
  {
    reba: { max: 15, band: rebaBand },
    rula: { max: 7, band: rulaBand },
    rosa: { max: 10, band: rosaBand },
  };

export interface ScaleBand {
  level: RiskLevel;
  from: number;
  to: number;
}

/** A method's 1…max scale as consecutive runs of one risk level. */
export function scaleBands(method: BandsFigureBlock['method']): ScaleBand[] {
  const { max, band } = SCALES[method];
  const out: ScaleBand[] = [];
  for (let score = 1; score <= max; score += 1) {
    const level = band(score).risk_level;
    const last = out[out.length - 1];
    if (last && last.level === level) last.to = score;
    else out.push({ level, from: score, to: score });
  }
  return out;
}

/** A risk scale drawn as coloured segments, each labelled with its range and its level in words. */
export function BandsFigure({ block }: { block: BandsFigureBlock }) {
  const bands = scaleBands(block.method);
  return (
    <figure style={{ margin: 0 }} data-testid={`bands-${block.method}`}>
      <Text component="figcaption" fw={600} size="sm" mb={6}>
        {block.title}
        <VisuallyHidden>{` — ${block.description}`}</VisuallyHidden>
      </Text>
      <Box
        aria-hidden
        style={{ display: 'flex', flexWrap: 'wrap', gap: 2, borderRadius: 8, overflow: 'hidden' }}
      >
        {bands.map((band) => {
          const hex = heatColourOf(band.level).hex;
          return (
            <Box
              key={band.level}
              px={8}
              py={6}
              style={{
                flex: `${band.to - band.from + 1} 1 96px`,
                background: hex,
                color: readableOn(hex),
              }}
            >
              <Text size="sm" fw={700} inherit>
                {band.from === band.to ? band.from : `${band.from}–${band.to}`}
              </Text>
              <Text size="xs" fw={600} inherit>
                {block.levels[band.level] ?? band.level}
              </Text>
            </Box>
          );
        })}
      </Box>
    </figure>
  );
}
