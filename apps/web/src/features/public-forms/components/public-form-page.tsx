import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LinkOutcome } from '../api/open-link';
import type { FormEnding } from '../lib/submit-failure';
import {
  ClosedScreen,
  DoneScreen,
  LinkFailedScreen,
  LinkRefusedScreen,
  LoadingScreen,
  SomethingWentWrongScreen,
} from './outcome-screen';
import { PublicFormLayout } from './public-form-layout';

/**
 * A public form's page: loading, the link's refusal (404, 410, 429), a failure, the form itself,
 * and after it the 'Done' screen (or the link's end, when it stopped working meanwhile).
 */
export function PublicFormPage<T>({
  activation,
  renderForm,
}: {
  activation: UseQueryResult<LinkOutcome<T>>;
  renderForm: (form: T, onEnd: (ending: FormEnding) => void) => ReactNode;
}) {
  const [ending, setEnding] = useState<FormEnding | null>(null);
  const retry = () => void activation.refetch();

  let content: ReactNode;
  if (ending?.kind === 'done') content = <DoneScreen />;
  else if (ending?.kind === 'link_failed') content = <LinkFailedScreen />;
  else if (ending?.kind === 'closed') content = <ClosedScreen message={ending.message} />;
  else if (activation.isPending) content = <LoadingScreen />;
  else if (activation.isError) content = <SomethingWentWrongScreen onRetry={retry} />;
  else if (!activation.data.ok)
    content = <LinkRefusedScreen outcome={activation.data} onRetry={retry} />;
  else content = renderForm(activation.data.form, setEnding);
  return <PublicFormLayout>{content}</PublicFormLayout>;
}
