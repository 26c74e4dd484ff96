import { ROSA_SPEC_FLAGS } from '@ergo/ergonomics';
import { describe, expect, it } from 'vitest';
import {
  acceptsVideo,
  assessmentTypes,
  BUILT_IN_METHODS,
  checklist,
  checklistInputs,
  inputsSchemaOf,
  isSurveyType,
  methodTraits,
  qec,
  surveyTypes,
  type SpecAssessmentType,
  completeInputs,
  emptyValue,
  findMethod,
  isAssessmentType,
  isVideoMethod,
  listFieldNames,
  MethodInputError,
  parseMethodInputs,
  registerMethod,
  reba,
  rosa,
  rula,
  sharedMessages,
  wisha,
} from '../src/index';

function lookup(catalogue: unknown, key: string): unknown {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

describe('method descriptors', () => {
  it('lists the inputs of each method in form order, with how each is asked for', () => {
    expect(reba.fields.map((f) => [f.name, f.kind])).toEqual([
      ['load', 'choice'],
      ['coupling', 'choice'],
      ['shock', 'flag'],
      ['activity', 'multi'],
      ['seated', 'choice'],
    ]);
    expect(reba.fields.at(-1)).toMatchObject({ codes: ['AUTO', 'YES', 'NO'], default: 'AUTO' });
    expect(wisha.fields[0]).toMatchObject({ name: 'load_weight', kind: 'number', unit: 'kg' });
    expect(listFieldNames(reba.fields)).toEqual(['activity']);
  });

  it('asks for every ROSA flag of SPEC §3, each in its workstation area', () => {
    const flags = rosa.fields.filter((f) => f.kind === 'flag');
    expect(flags.map((f) => f.name)).toEqual([...ROSA_SPEC_FLAGS]);
    expect(new Set(flags.map((f) => (f.kind === 'flag' ? f.group : null)))).toEqual(
      new Set([
        'chair_height',
        'seat_pan',
        'armrest',
        'back_support',
        'monitor',
        'mouse',
        'keyboard',
      ]),
    );
  });

  it('has every label, hint, option and group of every method in English and Turkish', () => {
    const missing: string[] = [];
    for (const method of BUILT_IN_METHODS) {
      const base = `methods.${method.code}`;
      const keys = [`${base}.intro`];
      for (const field of method.fields) {
        const at = `${base}.fields.${field.name}`;
        keys.push(`${at}.label`);
        if (field.hint) keys.push(`${at}.hint`);
        if (field.kind === 'choice' || field.kind === 'multi')
          for (const code of field.codes) keys.push(`${at}.options.${code}`);
        if (field.kind === 'choice' && field.optionHints)
          for (const code of field.codes) keys.push(`${at}.option_hints.${code}`);
        if (field.kind === 'flag' && field.group) keys.push(`${base}.groups.${field.group}`);
      }
      for (const lang of ['en', 'tr'] as const)
        for (const key of keys)
          if (typeof lookup(sharedMessages[lang], key) !== 'string')
            missing.push(`${lang}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('reads multipart text the way the forms send it', () => {
    expect(
      parseMethodInputs(reba.inputs, {
        load: 'LESS_THAN_5',
        coupling: 'FAIR',
        shock: 'on',
        activity: 'STATIC_POSTURE, LARGE_RANGE_CHANGES,STATIC_POSTURE',
      }),
    ).toEqual({
      load: 'LESS_THAN_5',
      coupling: 'FAIR',
      shock: true,
      activity: ['STATIC_POSTURE', 'LARGE_RANGE_CHANGES'],
      seated: 'AUTO',
    });
    // seated: a stated answer is kept, an empty one (or none, as stored before it existed) is AUTO
    expect(parseMethodInputs(rula.inputs, { load: 'LESS_THAN_2KG', seated: 'YES' })).toMatchObject({
      seated: 'YES',
    });
    expect(parseMethodInputs(rula.inputs, { load: 'LESS_THAN_2KG', seated: '' }).seated).toBe(
      'AUTO',
    );
    const lift = parseMethodInputs(wisha.inputs, {
      load_weight: '12,5',
      lifting_frequency: '2_3',
      shift_duration: 'more_than_hour',
      grip_quality: 'GOOD',
      work_environment: 'NORMAL',
    });
    expect(lift.load_weight).toBe(12.5);
  });

  it('names every refused input with its own message key', () => {
    const error = (() => {
      try {
        parseMethodInputs(reba.inputs, { coupling: 'STICKY', activity: ['RUNNING'] });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(MethodInputError);
    expect((error as MethodInputError).items).toEqual([
      expect.objectContaining({ field: 'load', messageKey: 'assessments.reba_load_required' }),
      expect.objectContaining({ field: 'coupling', messageKey: 'validation.invalid_choice' }),
      expect.objectContaining({ field: 'activity.0', messageKey: 'validation.invalid_choice' }),
    ]);
  });

  it('fills what a form or a stored assessment leaves out', () => {
    expect(reba.fields.map(emptyValue)).toEqual(['', '', false, [], 'AUTO']);
    expect(completeInputs(reba.fields, { load: 'LESS_THAN_5' })).toEqual({
      load: 'LESS_THAN_5',
      shock: false,
      activity: [],
      seated: 'AUTO',
    });
  });
});

describe('the method registry', () => {
  it('knows the built-in methods, which are video methods, and SPEC types still to come', () => {
    expect(BUILT_IN_METHODS.map((m) => m.code)).toEqual(['reba', 'rula', 'wisha', 'rosa']);
    expect(findMethod('rula')?.capture).toBe('video');
    expect(findMethod('__proto__')).toBeUndefined();
    expect(isVideoMethod('rosa')).toBe(true);
    expect(isVideoMethod('qec')).toBe(false);
    expect(isAssessmentType('qec')).toBe(true);
    expect(isAssessmentType('owas')).toBe(false);
  });

  it('refuses a second method under a code already taken', () => {
    expect(() => registerMethod(reba)).toThrow(/registered already/);
    expect(() => registerMethod(qec as never)).toThrow(/registered already/);
  });

  it("lists SPEC's six types in its order, the survey and form methods after the video ones", () => {
    const spec: SpecAssessmentType[] = ['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'];
    expect(assessmentTypes().slice(0, 6)).toEqual(spec);
    expect(surveyTypes()).toEqual(['qec', 'checklist']);
    expect(findMethod('qec')).toBeUndefined();
    expect(methodTraits('owas')).toBeUndefined();
  });

  it('answers what kind of method each is, so no caller names one', () => {
    const traits = (code: string) => {
      const t = methodTraits(code);
      if (!t) throw new Error(code);
      return [
        t.capture,
        t.video,
        t.publicLink?.kind ?? null,
        t.refundsFailedAnalysis,
        t.workerPick,
        t.scoreFormat,
      ];
    };
    expect(traits('reba')).toEqual(['video', 'required', null, true, true, 'points']);
    expect(traits('wisha')).toEqual(['video', 'required', null, true, true, 'points']);
    expect(traits('qec')).toEqual(['survey', 'optional', 'qec', false, false, 'percent']);
    expect(traits('checklist')).toEqual(['form', 'none', 'checklist', false, false, 'percent']);
    expect(acceptsVideo('qec')).toBe(true);
    expect(acceptsVideo('checklist')).toBe(false);
    expect(isSurveyType('checklist')).toBe(true);
    expect(isSurveyType('rosa')).toBe(false);
    expect(inputsSchemaOf('checklist')).toBe(checklistInputs);
    expect(inputsSchemaOf('rula')).toBe(rula.inputs);
    expect(methodTraits('rosa')?.name).toEqual({ acronym: 'ROSA' });
    expect(methodTraits('qec')?.name).toEqual({ key: 'methodNames.qec' });
  });

  it("opens the checklist's link until its deadline, QEC's on request", () => {
    const deadline = '2031-03-01T12:00:00.000Z';
    expect(checklist.publicLink.deadline?.({ deadline })?.toISOString()).toBe(deadline);
    expect(checklist.publicLink.deadline?.({ deadline: 'soon' })).toBeNull();
    expect(checklist.publicLink.deadline?.({})).toBeNull();
    expect(qec.publicLink.deadline).toBeNull();
  });
});
