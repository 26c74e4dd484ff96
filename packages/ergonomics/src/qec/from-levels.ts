import { ScoringInputError } from '../core/errors';
import { QEC_OBSERVER_ITEMS, QEC_WORKER_ITEMS, type QecInput } from './codes';

/** Builds a coded QEC input from the form's item letters and levels (A 1–3, B 1–5, …), e.g. for paper forms. */
export function qecInputFromLevels(
  levels: Record<string, number>,
  backTask: 'STATIC' | 'MOVING',
): QecInput {
  const pick = <T extends readonly string[]>(
    field: string,
    letter: string,
    codes: T,
    offset = 0,
  ): T[number] => {
    const lv = levels[letter];
    const code =
      typeof lv === 'number' && Number.isInteger(lv) ? codes[lv - 1 - offset] : undefined;
    if (code === undefined) throw new ScoringInputError('out_of_range', field, { item: letter });
    return code;
  };
  const O = QEC_OBSERVER_ITEMS;
  const W = QEC_WORKER_ITEMS;
  return {
    back_posture: pick('back_posture', 'A', O.back_posture),
    back_task: backTask,
    ...(backTask === 'STATIC'
      ? { back_static: pick('back_static', 'B', O.back_static) }
      : { back_movement: pick('back_movement', 'B', O.back_movement, 2) }),
    hand_height: pick('hand_height', 'C', O.hand_height),
    arm_movement: pick('arm_movement', 'D', O.arm_movement),
    wrist_posture: pick('wrist_posture', 'E', O.wrist_posture),
    wrist_repetition: pick('wrist_repetition', 'F', O.wrist_repetition),
    neck_posture: pick('neck_posture', 'G', O.neck_posture),
    max_weight_handled: pick('max_weight_handled', 'H', W.max_weight_handled),
    time_spent: pick('time_spent', 'J', W.time_spent),
    max_force_level: pick('max_force_level', 'K', W.max_force_level),
    visual_demand: pick('visual_demand', 'L', W.visual_demand),
    driving: pick('driving', 'M', W.driving),
    vibration: pick('vibration', 'N', W.vibration),
    work_pace: pick('work_pace', 'P', W.work_pace),
    stress: pick('stress', 'Q', W.stress),
  };
}
