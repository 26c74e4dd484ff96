import { NON_FIELD } from '@ergo/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { useMe } from '../../../api/get-me';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useCreateAssessment,
  type CreatedAssessment,
  type FieldValue,
} from '../api/create-assessment';

/** A failure that names no input: shown above the form, under its heading when it has one (402). */
export interface CreateProblem {
  heading: string | null;
  message: string;
}

/**
 * Sending a new assessment, whatever its form: the credit check, the upload's progress and its
 * cancelling, and where each error of the answer goes (under an input, on the video, or above).
 */
export function useCreateFlow({
  operationId,
  fieldNames,
  showError,
  revealErrors,
  onCreated,
}: {
  operationId: string;
  /** the inputs the form shows: an error naming one goes under it */
  fieldNames: readonly string[];
  showError: (error: unknown) => void;
  /** scrolls to and focuses the first error once drawn (useApiForm's) */
  revealErrors: () => void;
  onCreated: (assessment: CreatedAssessment) => void;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const create = useCreateAssessment();
  const [problems, setProblems] = useState<CreateProblem[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [videoError, setVideoError] = useState<string | undefined>();
  const abort = useRef<AbortController | null>(null);

  function report(error: unknown) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    showError(error);
    if (!(error instanceof ApiError)) {
      setProblems([{ heading: null, message: t('assessmentCreate.toast.create_failed') }]);
      return;
    }
    const onVideo = error.fieldErrors(['video']).video;
    if (onVideo) setVideoError(onVideo);
    setProblems(
      error.errors
        .filter((item) => item.field !== 'video' && !fieldNames.includes(item.field))
        .map((item) => ({
          heading: item.field === NON_FIELD ? null : item.field,
          message: item.message,
        })),
    );
    // The server's own words are on the form (the video, an input, above it): one message is
    // enough. A toast says only what the form cannot show.
    if (error.errors.length === 0) notifyError(t('assessmentCreate.toast.create_failed'));
  }

  function send(fields: Record<string, FieldValue>, video: File | null) {
    setProblems([]);
    if (me && me.organization.credit < 1) {
      // Nothing to send for: the server would refuse it (402), after the transfer of a video.
      setProblems([
        { heading: t('errors.something_went_wrong'), message: t('errors.out_of_credit') },
      ]);
      revealErrors();
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    create.mutate(
      {
        operationId,
        fields,
        video,
        onProgress: video ? setProgress : undefined,
        signal: controller.signal,
      },
      {
        onSuccess: (assessment) => {
          notifySuccess(t('assessments.created'));
          onCreated(assessment);
        },
        onError: report,
        onSettled: () => {
          setProgress(null);
          abort.current = null;
        },
      },
    );
  }

  return {
    problems,
    clearProblems: () => setProblems([]),
    progress,
    videoError,
    setVideoError,
    send,
    cancel: () => abort.current?.abort(),
    pending: create.isPending,
    credit: me?.organization.credit,
  };
}
