import {
  explainStep,
  HEAT_COLOURS,
  HEAT_LEVELS,
  lineGraph,
  type ScoreStep,
} from '@ergo/ergonomics';
import type { Language } from '../i18n';
import { findMethod } from '../methods/registry';
import type {
  AveragesDocument,
  BodyPartDocument,
  BreakpointsDocument,
  ExplainedStep,
  HeatMapDocument,
  KinematicsDocument,
  LineGraphDocument,
  ScoreDocument,
} from './served';
import { coverageOf } from './coverage';
import type { StoredResults } from './stored';

/*
 * The served documents, made from stored results (pure: the API's result routes answer them, and
 * tests build real ones from a stored-results fixture instead of writing them by hand).
 */

/** The steps of a score in the caller's language, each with the part it scores when it scores one. */
export function explainedSteps(
  method: string,
  steps: readonly ScoreStep[],
  lang: Language,
): ExplainedStep[] {
  const descriptor = findMethod(method);
  return steps.map((step) => {
    const partKey = step.params.part_key;
    return {
      id: step.id,
      text: explainStep(step, lang),
      value: step.value,
      part: descriptor?.partOfStep(typeof partKey === 'string' ? partKey : undefined) ?? null,
      ...(step.table
        ? { table: step.table, row: step.row ?? null, column: step.column ?? null }
        : {}),
    };
  });
}

/**
 * A method that assesses a seated worker warns when the worker sat in less than this share of the
 * frames that could tell: the video then mostly shows something else than the seated work.
 */
export const NOT_SEATED_BELOW = 0.5;

/** Whether the results say the video does not show the seated worker their method assesses. */
export function notSeatedWarning(results: StoredResults): boolean {
  const share = results.video.seated_share ?? null;
  return (
    findMethod(results.method)?.seatedWork === true && share !== null && share < NOT_SEATED_BELOW
  );
}

export function scoreView(results: StoredResults, lang: Language): ScoreDocument {
  const { explanation, range, ...score } = results.score;
  const seatedShare = results.video.seated_share ?? null;
  return {
    ...score,
    method: results.method,
    explanation: explainedSteps(results.method, explanation, lang),
    frames: results.frames,
    camera_view: results.video.camera_view,
    seated_share: seatedShare,
    warn_not_seated: notSeatedWarning(results),
    people: results.video.people ?? null,
    video_size: { width: results.video.width, height: results.video.height },
    coverage: coverageOf(results),
    score_range: range,
  };
}

export const bodyPartView = (results: StoredResults): BodyPartDocument => ({
  method: results.method,
  body_parts: results.body_parts,
});

export function heatMapView(results: StoredResults): HeatMapDocument {
  return {
    method: results.method,
    parts: results.body_parts.map(({ body_part, score, level, colour, hex }) => ({
      body_part,
      score,
      level,
      colour,
      hex,
    })),
    legend: HEAT_LEVELS.map((level) => ({
      level,
      colour: HEAT_COLOURS[level].key,
      hex: HEAT_COLOURS[level].hex,
    })),
  };
}

export const kinematicsView = (results: StoredResults): KinematicsDocument => ({
  method: results.method,
  sampled_fps: results.sampled_fps,
  joints: results.kinematics,
});

export const averagesView = (results: StoredResults): AveragesDocument => ({
  method: results.method,
  ...results.avg,
});

/** One part's graph; null when the part has no graph (the route answers 400 naming body_part). */
export const lineGraphView = (results: StoredResults, bodyPart: string): LineGraphDocument | null =>
  lineGraph(results.series, bodyPart);

/**
 * Breakpoints with their thumbnail link, when the analysis made an image at that moment
 * (`thumbnailUrl(time)` names the route that serves it).
 */
export function breakpointsView(
  results: StoredResults,
  thumbnailTimes: readonly number[],
  thumbnailUrl: (time: number) => string,
): BreakpointsDocument {
  return {
    method: results.method,
    breakpoints: results.breakpoints.map((point) => ({
      ...point,
      from_level: point.from,
      to_level: point.to,
      thumbnail: thumbnailTimes.some((time) => Math.abs(time - point.time) < 1e-6)
        ? thumbnailUrl(point.time)
        : null,
    })),
  };
}
