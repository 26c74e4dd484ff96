import type { MethodDescriptor, ScoreDocument } from '@ergo/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import type { DetailAssessment } from '../api/get-assessment';
import { useOverrideHistory, useUpdateAssessment } from '../api/update-assessment';
import { previewScore } from '../lib/preview';
import { useInputDraft } from './use-input-draft';

/** Edited angles of the final posture: degrees, or null to go back to the measured value. */
export type AngleDraft = Record<string, number | null>;

/**
 * The ergonomist's corrections being edited: angles of the final posture and the method's inputs.
 * While edited, the score is recomputed in the browser (the preview the score, the heat map and
 * the parts table show); saving lets the server recompute and store it; discarding drops both.
 */
export function useCorrections(
  assessment: DetailAssessment,
  method: MethodDescriptor,
  score: ScoreDocument | undefined,
) {
  const { t } = useTranslation();
  const { type, id } = assessment;
  const update = useUpdateAssessment(type, id);
  const history = useOverrideHistory(type, id, true);
  const inputs = useInputDraft(method, assessment.inputs);
  const [angleDraft, setAngleDraft] = useState<AngleDraft>({});

  // The corrections in force, as the assessment states them (the contract defaults them to none).
  const savedAngles: AngleDraft = assessment.angle_overrides;
  const dirty = Object.keys(angleDraft).length > 0 || Object.keys(inputs.changed).length > 0;
  const measured = score?.measured;
  const preview = useMemo(
    () =>
      dirty && measured
        ? previewScore(method, inputs.inputs, measured, { ...savedAngles, ...angleDraft })
        : null,
    [dirty, measured, method, inputs.inputs, savedAngles, angleDraft],
  );

  const discard = () => {
    setAngleDraft({});
    inputs.reset();
    update.reset();
  };
  const save = () => {
    const changed = inputs.changed;
    update.mutate(
      {
        ...(Object.keys(changed).length > 0 ? { inputs: changed } : {}),
        ...(Object.keys(angleDraft).length > 0 ? { angle_overrides: angleDraft } : {}),
      },
      {
        onSuccess: (saved) => {
          setAngleDraft({});
          inputs.reset();
          notifySuccess(t('overrides.saved', { score: saved.score ?? '—' }));
        },
      },
    );
  };

  return {
    inputs,
    angleDraft,
    setAngleDraft,
    savedAngles,
    /** the recomputed score while something is edited, null when nothing is (or it cannot be scored) */
    preview,
    previewFailed: dirty && !preview,
    /** the save bar shows as soon as anything was touched */
    editing: Object.keys(angleDraft).length > 0 || inputs.touched,
    save,
    discard,
    saving: update.isPending,
    saveError: errorMessages(update.error),
    /** undefined while loading, null when the server has no history */
    history: history.isPending ? undefined : (history.data ?? null),
  };
}

export type Corrections = ReturnType<typeof useCorrections>;

const errorMessages = (error: Error | null): string[] =>
  error instanceof ApiError ? error.errors.map((e) => e.message) : error ? [error.message] : [];
