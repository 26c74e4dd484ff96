import type { CorrectionPreview, MethodDescriptor, ScoreDocument } from '@ergo/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import type { DetailAssessment } from '../api/get-assessment';
import { usePreviewCorrection } from '../api/preview-correction';
import {
  useOverrideHistory,
  useUpdateAssessment,
  type AssessmentCorrection,
} from '../api/update-assessment';
import { previewFromServer } from '../lib/preview';
import { useInputDraft } from './use-input-draft';

/** Edited angles of the final posture: degrees, or null to go back to the measured value. */
export type AngleDraft = Record<string, number | null>;

/** How long the edits rest before the server is asked for their preview (one request per pause). */
export const PREVIEW_DELAY_MS = 300;

/**
 * Where the preview is: none (nothing edited), on its way (being typed, or the server recomputing),
 * ready, refused by the server (values it cannot score), or failed (the server was not reached).
 */
export type PreviewState = 'none' | 'pending' | 'ready' | 'refused' | 'failed';

/** The PATCH …/update/ body of the edits; null when nothing differs from what is saved. */
function correctionBody(
  inputs: Record<string, unknown>,
  angles: AngleDraft,
): AssessmentCorrection | null {
  if (Object.keys(inputs).length === 0 && Object.keys(angles).length === 0) return null;
  return {
    ...(Object.keys(inputs).length > 0 ? { inputs } : {}),
    ...(Object.keys(angles).length > 0 ? { angle_overrides: angles } : {}),
  };
}

/**
 * The ergonomist's corrections being edited: angles of the final posture and the method's inputs.
 * While edited, the server previews them (POST …/preview/: the recompute saving makes, stored
 * nowhere), and the score, the heat map and the parts table show its answer; saving waits for it,
 * so what the user saw is what is stored, a move of the final posture included. Discarding drops
 * the edits and their preview.
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
  const body = correctionBody(inputs.changed, angleDraft);
  // Debounced by its text: the body is made anew at every render, its words change only on an edit.
  const written = JSON.stringify(body);
  const [settled] = useDebouncedValue(written, PREVIEW_DELAY_MS);
  // Asked once the edits rest, of results the page has (the preview is measured against them).
  const asked = score && settled === written ? body : null;
  const server = usePreviewCorrection(type, id, asked);
  const answer = asked !== null && !server.isFetching ? server.data : undefined;
  const state: PreviewState =
    body === null
      ? 'none'
      : answer && 'preview' in answer
        ? 'ready'
        : answer
          ? 'refused'
          : server.isError && !server.isFetching && asked !== null
            ? 'failed'
            : 'pending';
  const previewed: CorrectionPreview | null =
    state === 'ready' && answer && 'preview' in answer ? answer.preview : null;
  const preview = useMemo(() => (previewed ? previewFromServer(previewed) : null), [previewed]);

  const discard = () => {
    setAngleDraft({});
    inputs.reset();
    update.reset();
  };
  const save = () => {
    update.mutate(body ?? {}, {
      onSuccess: (saved) => {
        setAngleDraft({});
        inputs.reset();
        notifySuccess(t('overrides.saved', { score: saved.score ?? '—' }));
      },
    });
  };

  return {
    inputs,
    angleDraft,
    setAngleDraft,
    savedAngles,
    /** the server's preview while something is edited (null otherwise, or until it answers) */
    preview,
    /** where the preview is, and the server's whole answer once ready (the move of the posture) */
    previewState: state,
    previewed,
    /** why the server refuses to score the edited values */
    previewRefused: answer && 'refused' in answer ? answer.refused : [],
    /** the save bar shows as soon as anything was touched */
    editing: Object.keys(angleDraft).length > 0 || inputs.touched,
    save,
    /** saving waits for the preview, so the user sees what will be stored (and where) first */
    canSave: state !== 'pending' && !update.isPending,
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
