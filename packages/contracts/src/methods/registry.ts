import type { MethodDescriptor } from './descriptor';
import { reba } from './reba';
import { rosa } from './rosa';
import { rula } from './rula';
import { wisha } from './wisha';

/** The methods the product scores, in the order screens list them. */
export const BUILT_IN_METHODS: readonly MethodDescriptor[] = [reba, rula, wisha, rosa];

const registry = new Map<string, MethodDescriptor>(BUILT_IN_METHODS.map((m) => [m.code, m]));

/**
 * Adds a method (tests add a toy one; a new product method goes into BUILT_IN_METHODS). Everything
 * that lists, validates, scores or shows methods reads this registry when it runs, so a method
 * registered before the app is built is creatable and viewable like the built-in ones.
 */
export function registerMethod(method: MethodDescriptor): void {
  if (registry.has(method.code)) throw new Error(`method ${method.code} is registered already`);
  registry.set(method.code, method);
}

export function findMethod(code: string): MethodDescriptor | undefined {
  return registry.get(code);
}

export const isMethodCode = (code: string): boolean => registry.has(code);

export const registeredMethods = (): MethodDescriptor[] => [...registry.values()];

/** Methods assessed from a video (QEC and the checklist are a survey and a form). */
export const videoMethods = (): MethodDescriptor[] =>
  registeredMethods().filter((method) => method.capture === 'video');
