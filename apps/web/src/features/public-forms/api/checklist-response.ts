import { checklistActivationSchema, detailSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import type { ChecklistBody } from '../lib/checklist-form';
import { openLink, publicFormKeys } from './open-link';

const responsePath = (uid: string, token: string) =>
  pathTo(apiRoutes.checklist.publicForm, { uid, token });

export function getChecklistActivation(uid: string, token: string, signal?: AbortSignal) {
  return openLink(responsePath(uid, token), checklistActivationSchema, signal);
}

/** The checklist's questions, fetched again (in the new language) when it changes. */
export function useChecklistActivation(uid: string, token: string, language: string) {
  return useQuery({
    queryKey: publicFormKeys.checklist(uid, token, language),
    queryFn: ({ signal }) => getChecklistActivation(uid, token, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function submitChecklistResponse(input: {
  uid: string;
  token: string;
  /** validated with the shared `checklistResponseSchema` before it is sent */
  body: ChecklistBody;
}) {
  return apiRequest(responsePath(input.uid, input.token), {
    method: 'POST',
    body: input.body,
    auth: false,
    schema: detailSchema,
  });
}

export function useSubmitChecklistResponse() {
  return useMutation({ mutationFn: submitChecklistResponse });
}
