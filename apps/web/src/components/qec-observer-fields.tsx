import { QEC_OBSERVER_FIELDS, type MethodField, type QecObserverItem } from '@ergo/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { FieldList, fieldDefaults, type FieldForm } from './field-list';

/** The letter of each observer item on the QEC form (B is asked as the task, then B1–B2 or B3–B5). */
export const QEC_OBSERVER_LETTERS: Record<QecObserverItem, string> = {
  back_posture: 'A',
  back_task: 'B',
  back_static: 'B',
  back_movement: 'B',
  hand_height: 'C',
  arm_movement: 'D',
  wrist_posture: 'E',
  wrist_repetition: 'F',
  neck_posture: 'G',
};

const isObserverItem = (name: string): name is QecObserverItem =>
  Object.hasOwn(QEC_OBSERVER_LETTERS, name);

/** "A. Back posture (worst case)" */
export function qecItemLabel(t: TFunction, item: string): string {
  const label = t(`methods.qec.fields.${item}.label`);
  return isObserverItem(item) ? `${QEC_OBSERVER_LETTERS[item]}. ${label}` : label;
}

/** B asks whether the back stays static, or how often it moves, as the task is static or moving. */
export function visibleObserverFields(backTask: unknown): MethodField[] {
  return QEC_OBSERVER_FIELDS.filter((field) => {
    if (field.name === 'back_static') return backTask === 'STATIC';
    if (field.name === 'back_movement') return backTask === 'MOVING';
    return true;
  });
}

/** Every observer item unanswered. */
export const observerDefaults = () => fieldDefaults(QEC_OBSERVER_FIELDS);

/** The observer items answered, among those the chosen back task asks (what a request carries). */
export function answeredObserverItems(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of visibleObserverFields(values.back_task)) {
    const value = values[field.name];
    if (typeof value === 'string' && value !== '') out[field.name] = value;
  }
  return out;
}

/**
 * QEC's observer items A–G, each optional (the part may be completed later or prefilled from the
 * video), drawn from the contract's field descriptors like a method's inputs.
 */
export function QecObserverFields({
  form,
  t,
  note,
}: {
  form: FieldForm;
  t: TFunction;
  note?: (field: MethodField) => ReactNode;
}) {
  return (
    <FieldList
      code="qec"
      fields={visibleObserverFields(form.values.back_task)}
      form={form}
      required={false}
      label={(field) => qecItemLabel(t, field.name)}
      note={note}
    />
  );
}
