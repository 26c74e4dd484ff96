import type { MethodDescriptor } from '@ergo/contracts';
import { FieldList, fieldDefaults, type FieldForm } from '../../../components/field-list';

/** The initial values of a method's inputs: nothing chosen, boxes unticked, no number. */
export const methodDefaults = (method: MethodDescriptor) => fieldDefaults(method.fields);

/** The inputs of one method (SPEC §3), drawn from its descriptor; every one is required. */
export function MethodFields({ method, form }: { method: MethodDescriptor; form: FieldForm }) {
  return <FieldList code={method.code} fields={method.fields} form={form} />;
}
