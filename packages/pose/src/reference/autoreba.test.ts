import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mustExist, TEST_DATA } from '../../test/helpers/test-data';
import { frontVideoOf, loadAutoReba, stillsWithoutScores } from './autoreba';

// Only the CSV is in the repository; the stills it names stay in shared/data/autoreba (bench:reba).
const DIR = path.join(TEST_DATA, 'autoreba');
mustExist(path.join(DIR, 'reba-ground-truth.csv'));

describe('AutoREBA ground truth', () => {
  it('keeps the 42 real-camera rows, each naming its own still, and the experts task inputs', async () => {
    const rows = await loadAutoReba(DIR);
    expect(rows).toHaveLength(42);
    expect(rows.filter((r) => r.view === 'Cem')).toHaveLength(22);
    expect(rows.every((r) => path.dirname(r.still) === path.join(DIR, 'stills'))).toBe(true);
    expect(rows.every((r) => r.still.endsWith('.jpg'))).toBe(true);
    expect(new Set(rows.map((r) => r.still)).size).toBe(42);
    const heavy = rows.find((r) => r.take.startsWith('Take 2/') && r.view === 'Cem');
    expect(heavy?.inputs).toEqual({
      load: 'BETWEEN_5_AND_10',
      shock: false,
      coupling: 'GOOD',
      activity: [],
    });
  });

  it("recomputes the experts' totals with REBA's tables and finds their look-up slips", async () => {
    const rows = await loadAutoReba(DIR);
    const slips = rows.filter((r) => r.written !== r.fromTables);
    // the dataset's known Table C slips in takes 10, 12 and 13 (e.g. A 7 x B 11 written as 7)
    expect(slips.map((r) => r.take.split('/')[0]?.trim())).toEqual([
      'Take 10',
      'Take 10',
      'Take 12',
      'Take 12',
      'Take 13',
      'Take 13',
    ]);
    const first = rows[0];
    expect(first).toMatchObject({ written: 10, fromTables: 10 });
  });
});

describe('AutoREBA videos and unscored stills', () => {
  it("reads each row's time and names the front video of its take", async () => {
    const rows = await loadAutoReba(DIR);
    const cashier = rows.filter((r) => /Kasse_sitzend/.test(r.take) && r.view === 'Jessica');
    expect(cashier.map((r) => r.time)).toEqual([3, 5, 6]);
    expect(cashier.map((r) => path.basename(frontVideoOf(r, DIR) ?? ''))).toEqual([
      'autoreba_Kasse_sitzend_leicht_drehend_front.mp4',
      'autoreba_Kasse_sitzend_leicht_drehend_front.mp4',
      'autoreba_Kasse_sitzend_schwer_drehend_front.mp4',
    ]);
    const side = rows.find((r) => r.view === 'Cem');
    expect(side && frontVideoOf(side, DIR)).toBeNull();
  });

  it('lists the camera stills no row scores, leaving out the skeleton renders', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'autoreba-'));
    try {
      await copyFile(
        path.join(DIR, 'reba-ground-truth.csv'),
        path.join(dir, 'reba-ground-truth.csv'),
      );
      await mkdir(path.join(dir, 'stills'));
      const rows = await loadAutoReba(dir);
      const files = [
        path.basename(rows[0]?.still ?? ''),
        'final_Timestamp_1_FinalerTakeKasseLeicht_Jess_TS1_5.jpg',
        'final_Timestamp_1_Final_Take_-_Kasse_leicht_-_Motive_-_TS_1_-_13_135.jpg',
      ];
      for (const f of files) await writeFile(path.join(dir, 'stills', f), '');
      expect(await stillsWithoutScores(dir)).toEqual([
        'final_Timestamp_1_FinalerTakeKasseLeicht_Jess_TS1_5.jpg',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
