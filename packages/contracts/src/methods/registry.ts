import { checklist } from './checklist';
import type { MethodDescriptor } from './descriptor';
import { qec } from './qec';
import { reba } from './reba';
import { rosa } from './rosa';
import { rula } from './rula';
import type { Questionnaire } from './questionnaire';
import type { SurveyMethodDescriptor } from './survey-descriptor';
import type { MethodTraits } from './traits';
import { wisha } from './wisha';

/** The video methods the product scores, in the order screens list them. */
export const BUILT_IN_METHODS: readonly MethodDescriptor[] = [reba, rula, wisha, rosa];

/** The survey and form methods (SPEC §1), listed after the video ones. */
export const BUILT_IN_SURVEY_METHODS: readonly SurveyMethodDescriptor[] = [qec, checklist];

/** Every method, by code, in the order screens list them (registered ones after SPEC's six). */
const registry = new Map<string, MethodDescriptor | SurveyMethodDescriptor>(
  [...BUILT_IN_METHODS, ...BUILT_IN_SURVEY_METHODS].map((m) => [m.code, m]),
);

/**
 * Adds a method (tests add toy ones; a new product method goes into BUILT_IN_METHODS or
 * BUILT_IN_SURVEY_METHODS).
 * Everything that lists, validates, scores or shows methods reads this registry when it runs, so
 * a method registered before the app is built is creatable and viewable like the built-in ones.
 */
export function registerMethod(method: MethodDescriptor | SurveyMethodDescriptor): void {
  if (registry.has(method.code)) throw new Error(`method ${method.code} is registered already`);
  registry.set(method.code, method);
}

/** A video method, with its scorer (undefined for a survey method or an unknown code). */
export function findMethod(code: string): MethodDescriptor | undefined {
  const method = registry.get(code);
  return method?.capture === 'video' ? method : undefined;
}

/** What any method is: how it is collected, its link, credits, worker pick, score format, name. */
export const methodTraits = (code: string): MethodTraits | undefined => registry.get(code);

/** Whether this is a registered method of any kind: SPEC's six or one registered besides them. */
export const isAssessmentType = (code: string): boolean => registry.has(code);

/** Every method's code, in the order screens list them. */
export const assessmentTypes = (): string[] => [...registry.keys()];

/** The video methods, in the order screens list them. */
export const registeredMethods = (): MethodDescriptor[] =>
  [...registry.values()].filter((method): method is MethodDescriptor => method.capture === 'video');

/** The survey and form methods, in the order screens list them. */
export const registeredSurveyMethods = (): SurveyMethodDescriptor[] =>
  [...registry.values()].filter(
    (method): method is SurveyMethodDescriptor => method.capture !== 'video',
  );

/** The survey method answered at the generic public route through links of this kind, if any. */
export const findQuestionnaireMethod = (
  linkKind: string,
): (SurveyMethodDescriptor & { questionnaire: Questionnaire }) | undefined =>
  registeredSurveyMethods().find(
    (method): method is SurveyMethodDescriptor & { questionnaire: Questionnaire } =>
      method.publicLink.kind === linkKind && method.questionnaire !== undefined,
  );
