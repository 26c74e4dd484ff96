import type { MethodDescriptor } from '@ergo/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { formError, zodResolver } from '../../../lib/form';
import type { DetailAssessment } from '../api/get-assessment';
import { useUpdateAssessment } from '../api/update-assessment';
import { useInputDraft } from '../hooks/use-input-draft';
import { InputCorrections } from './corrections/input-corrections';

/** The status message key of an analysis stopped by a stored input the method refuses. */
export const INPUT_INVALID_KEY = 'assessments.analysis_input_invalid';

/**
 * An analysis stopped by an input the method refuses (a code that no longer exists, a weight out
 * of range): the method's inputs, the refused one marked, to correct and save (PATCH …/update/)
 * before the video is uploaded again.
 */
export function FixInputs({
  assessment,
  method,
}: {
  assessment: DetailAssessment;
  method: MethodDescriptor;
}) {
  const { t } = useTranslation();
  const draft = useInputDraft(method, assessment.inputs);
  const update = useUpdateAssessment(assessment.type, assessment.id);
  const [saved, setSaved] = useState(false);
  const names = method.fields.map((field) => field.name);
  const serverError = update.error instanceof ApiError ? update.error : null;
  // What the method refuses in the values shown (the stored ones until edited), then the server's word.
  const errors: Record<string, ReactNode> = Object.fromEntries(
    Object.entries(zodResolver(method.inputs)(draft.inputs)).map(([name, key]) => [
      name,
      formError(t, key),
    ]),
  );
  Object.assign(errors, serverError?.fieldErrors(names));
  const general = serverError
    ? serverError.generalMessages(names)
    : update.error
      ? [update.error.message]
      : [];

  const save = () => {
    setSaved(false);
    update.mutate(
      { inputs: draft.changed },
      {
        onSuccess: () => {
          draft.reset();
          setSaved(true);
        },
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="fix-inputs">
      <Text fw={600}>{t('assessmentDetail.fix_inputs.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('assessmentDetail.fix_inputs.hint')}
      </Text>
      <InputCorrections
        method={method}
        values={draft.inputs}
        onChange={(name, value) => {
          setSaved(false);
          draft.set(name, value);
        }}
        errors={errors}
      />
      <Group>
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={save}
          loading={update.isPending}
          disabled={Object.keys(draft.changed).length === 0}
          data-testid="save-inputs"
        >
          {t('assessmentDetail.fix_inputs.save')}
        </Button>
      </Group>
      {saved ? (
        <Alert color="teal" variant="light" data-testid="inputs-saved">
          {t('assessmentDetail.fix_inputs.saved')}
        </Alert>
      ) : null}
      {general.length > 0 ? (
        <Alert color="red" variant="light" title={t('assessmentDetail.fix_inputs.save_failed')}>
          {general.join(' ')}
        </Alert>
      ) : null}
    </Stack>
  );
}
