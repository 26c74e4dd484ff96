import type { KinematicsDocument, LineGraphDocument } from '@ergo/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import {
  angleStats,
  angleSummary,
  angleTable,
  heatSummary,
  heatTable,
  kinematicsSummary,
  kinematicsTable,
  sampleIndices,
} from './chart-summaries';

const t = i18n.t.bind(i18n);

/** Trunk flexion at 10 frames per second: 10 s bent to 24°, a peak of 61° at 7.4 s. */
const trunk: LineGraphDocument = {
  body_part: 'trunk',
  motion: 'trunk_flexion',
  time: Array.from({ length: 100 }, (_, i) => i / 10),
  angles: {
    angle: Array.from({ length: 100 }, (_, i) =>
      i === 74 ? 61 : i < 62 ? 10 + (i % 2) : i === 99 ? null : 24,
    ),
  },
  score: Array.from({ length: 100 }, (_, i) => (i < 62 ? 2 : 3)),
  bands: [
    { from: -30, to: 0, colour: 'amber' },
    { from: 0, to: 20, colour: 'green' },
    { from: 20, to: 60, colour: 'amber' },
    { from: 60, to: 180, colour: 'red' },
  ],
};

const knees: LineGraphDocument = {
  body_part: 'legs',
  motion: 'knee_flexion',
  time: [0, 0.5, 1],
  angles: { left: [10, 50, 70], right: [null, null, null] },
  score: [1, 2, 2],
  bands: [
    { from: 0, to: 30, colour: 'green' },
    { from: 30, to: 60, colour: 'amber' },
    { from: 60, to: 180, colour: 'red' },
  ],
};

describe('the graphs in words and as tables (issue 18)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('angle stats: median, maximum and when, the share outside the green band', () => {
    const [stats] = angleStats(trunk);
    expect(stats).toMatchObject({ series: 'angle', max: 61, maxTime: 7.4 });
    // 62 frames at 10–11° (green), 37 measured frames at 24° or 61° (outside)
    expect(stats?.outside).toBeCloseTo(37 / 99);
    expect(stats?.median).toBe(11);
    expect(angleStats(knees).map((s) => s.series)).toEqual(['left']);
  });

  it('says the graph in one sentence per measured side, Intl-formatted', async () => {
    expect(angleSummary(t, 'en', trunk)).toBe(
      'Trunk flexion: median 11°, maximum 61° at 7.4 s; 37% of the time outside the green band.',
    );
    expect(angleSummary(t, 'en', knees)).toBe(
      'Knee flexion (left): median 50°, maximum 70° at 1 s; 67% of the time outside the green band.',
    );
    await i18n.changeLanguage('tr');
    expect(angleSummary(t, 'tr', trunk)).toBe(
      'Gövde fleksiyonu: medyan 11°, en yüksek 61° (7,4 sn); sürenin %37 kadarı yeşil aralığın dışında.',
    );
  });

  it('the data table: a row per round step, the angle and the part score, "not measured" for a gap', () => {
    const table = angleTable(t, 'en', trunk, 'trunk');
    expect(table.caption).toBe("Trunk: trunk flexion and the body part's score over time");
    expect(table.columns).toEqual(['Time', 'Angle', 'Body part score']);
    // 100 frames over 9.9 s: one row every 0.5 s
    expect(table.rows).toHaveLength(20);
    expect(table.rows[0]?.cells).toEqual(['0 s', '10°', '2']);
    expect(table.rows.at(-1)?.cells).toEqual(['9.5 s', '24°', '3']);
    const sided = angleTable(t, 'en', knees, 'legs');
    expect(sided.columns).toEqual(['Time', 'Left', 'Body part score']);
    expect(sided.rows.map((r) => r.cells[0])).toEqual(['0 s', '0.5 s', '1 s']);
    const gap = angleTable(t, 'en', { ...knees, angles: { left: [10, null, 70] } }, 'legs');
    expect(gap.rows[1]?.cells[1]).toBe('not measured');
  });

  it('samples long graphs at a round step, never more than about 60 rows', () => {
    const time = Array.from({ length: 3000 }, (_, i) => i / 10); // 300 s at 10 fps
    const indices = sampleIndices(time);
    expect(indices.length).toBeLessThanOrEqual(61);
    expect(indices.slice(0, 3).map((i) => time[i])).toEqual([0, 5, 10]);
  });

  const joints: KinematicsDocument['joints'] = [
    {
      motion: 'trunk_flexion',
      side: null,
      shares: { green: 0.5, amber: 0.3, red: 0.2 },
      seconds: { green: 5, amber: 3, red: 2 },
      measured_seconds: 10,
    },
    {
      motion: 'knee_flexion',
      side: 'left',
      shares: { green: 0.9, amber: 0.1, red: 0 },
      seconds: { green: 9, amber: 1, red: 0 },
      measured_seconds: 10,
    },
  ] as KinematicsDocument['joints'];

  it('kinematics: the joint longest in red, or in amber, or all green', async () => {
    expect(kinematicsSummary(t, 'en', joints)).toBe(
      'Trunk flexion spent the most time in the red band: 20% of the measured time (amber 30%).',
    );
    expect(kinematicsSummary(t, 'en', joints.slice(1))).toBe(
      'No joint reached the red band; Knee flexion (left) spent the most time in the amber band: 10% of the measured time.',
    );
    const calm = joints.map((j) => ({ ...j, shares: { green: 1, amber: 0, red: 0 } }));
    expect(kinematicsSummary(t, 'en', calm)).toBe('Every joint stayed in the green band.');
    const table = kinematicsTable(t, 'en', joints);
    expect(table.columns).toEqual(['Joint motion', 'Green', 'Amber', 'Red', 'Time measured']);
    expect(table.rows[0]?.cells).toEqual(['Trunk flexion', '50%', '30%', '20%', '10 s']);
    await i18n.changeLanguage('tr');
    expect(kinematicsTable(t, 'tr', joints).rows[0]?.cells).toEqual([
      'Gövde fleksiyonu',
      '%50',
      '%30',
      '%20',
      '10 sn',
    ]);
  });

  const parts = [
    { body_part: 'neck', score: 2, level: 'moderate' },
    { body_part: 'trunk', score: 4, level: 'high' },
    { body_part: 'wrist', score: 1, level: 'low' },
  ];

  it('heat map: each part level in text, the worst named', async () => {
    expect(heatSummary(t, 'en', parts, 'body')).toBe(
      '1 of 3 body parts at high or very high risk; the highest is Trunk (score 4, high).',
    );
    const table = heatTable(t, 'en', parts, 'body');
    expect(table.columns).toEqual(['Body part', 'Score', 'Risk level']);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Neck', '2', 'Medium'],
      ['Trunk', '4', 'High'],
      ['Wrist', '1', 'Low'],
    ]);
    await i18n.changeLanguage('tr');
    expect(heatSummary(t, 'tr', parts, 'body')).toBe(
      '3 vücut bölgesinden 1 tanesi yüksek veya çok yüksek riskte; en yüksek: Gövde (puan 4, yüksek).',
    );
  });
});
