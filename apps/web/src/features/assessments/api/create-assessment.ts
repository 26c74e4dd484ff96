import { createdAssessmentSchema, NON_FIELD, apiRoutes, pathTo } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, apiRequest, fallbackMessage, sendWithSession } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { errorEnvelopeSchema, translate } from '@ergo/contracts';
import { currentLanguage } from '../../../i18n';
import { queryKeys } from '../../../lib/query-keys';

export type FieldValue = string | number | boolean | readonly string[] | undefined;

/** Multipart text fields as the server reads them: booleans "true"/"false", lists as repeated fields. */
export function toFormData(fields: Record<string, FieldValue>, video: File): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value))
      for (const item of value as readonly string[]) data.append(name, item);
    else data.append(name, typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value));
  }
  // The file goes last, so the server has every text field before it streams the video.
  data.append('video', video, video.name);
  return data;
}

interface XhrResult {
  status: number;
  body: unknown;
}

/** One multipart POST with upload progress (fetch reports none). */
function post(
  path: string,
  data: FormData,
  access: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.responseType = 'text';
    onProgress(0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, [
          { field: 'detail', message: translate('errors.network', currentLanguage()) },
        ]),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(data);
  });
}

/** The create answer: the assessment, with a checklist's public response link. */
export type CreatedAssessment = z.output<typeof createdAssessmentSchema>;

export interface CreateAssessmentInput {
  operationId: string;
  fields: Record<string, FieldValue>;
  /** the video to analyse; none for a checklist, or a QEC filled in by hand (then the body is JSON) */
  video: File | null;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /operation/{operation_id}/assessment/create/ → 201 with the assessment: multipart with the
 * file in `video`, or JSON when there is no video (a checklist, a QEC without one). Same session
 * rules as every other call (bearer; one refresh on 401, then the request again).
 */
export async function createAssessment({
  operationId,
  fields,
  video,
  onProgress = () => undefined,
  signal,
}: CreateAssessmentInput): Promise<CreatedAssessment> {
  const path = pathTo(apiRoutes.operations.createAssessment, { id: operationId });
  if (!video)
    return apiRequest(path, {
      method: 'POST',
      body: fields,
      schema: createdAssessmentSchema,
      signal,
    });
  const data = toFormData(fields, video);
  const result = await sendWithSession((access) => post(path, data, access, onProgress, signal));
  if (result.status >= 200 && result.status < 300) {
    const parsed = createdAssessmentSchema.safeParse(result.body);
    if (parsed.success) return parsed.data;
    throw new ApiError(result.status, [{ field: NON_FIELD, message: fallbackMessage(500) }]);
  }
  const envelope = errorEnvelopeSchema.safeParse(result.body);
  if (envelope.success && envelope.data.errors.length > 0)
    throw new ApiError(result.status, envelope.data.errors);
  throw new ApiError(result.status, [
    { field: NON_FIELD, message: fallbackMessage(result.status) },
  ]);
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: (assessment) => {
      queryClient.setQueryData(
        queryKeys.assessments.detail(assessment.type, assessment.id),
        assessment,
      );
      // The credit was spent; counts and lists changed.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.assessments.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
      ]);
    },
  });
}
