import {
  detailSchema,
  qecActivationSchema,
  type QecWorkerForm,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { openLink, publicFormKeys } from './open-link';

const surveyPath = (qecId: string, token: string) =>
  pathTo(apiRoutes.qec.workerForm, { qecId, token });

export function getQecActivation(qecId: string, token: string, signal?: AbortSignal) {
  return openLink(surveyPath(qecId, token), qecActivationSchema, signal);
}

/** The survey's activation parameters, fetched again (in the new language) when it changes. */
export function useQecActivation(qecId: string, token: string, language: string) {
  return useQuery({
    queryKey: publicFormKeys.qec(qecId, token, language),
    queryFn: ({ signal }) => getQecActivation(qecId, token, signal),
    // Keep the form on screen (and its answers) while the other language loads.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function submitQecSurvey(input: { qecId: string; token: string; body: QecWorkerForm }) {
  return apiRequest(surveyPath(input.qecId, input.token), {
    method: 'POST',
    body: input.body,
    auth: false,
    schema: detailSchema,
  });
}

export function useSubmitQecSurvey() {
  return useMutation({ mutationFn: submitQecSurvey });
}
