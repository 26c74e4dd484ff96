import { detailSchema, questionnaireActivationSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { openLink, publicFormKeys } from './open-link';

/** A questionnaire link's address: its kind, its assessment's id and its token. */
export interface QuestionnaireLink {
  kind: string;
  id: string;
  token: string;
}

const formPath = ({ kind, id, token }: QuestionnaireLink) =>
  pathTo(apiRoutes.survey.publicForm, { kind, id, token });

/** The questionnaire's questions, fetched again (in the new language) when it changes. */
export function useQuestionnaireActivation(link: QuestionnaireLink, language: string) {
  return useQuery({
    queryKey: publicFormKeys.questionnaire(link.kind, link.id, link.token, language),
    queryFn: ({ signal }) => openLink(formPath(link), questionnaireActivationSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useSubmitQuestionnaire() {
  return useMutation({
    mutationFn: (input: { link: QuestionnaireLink; answers: Record<string, string> }) =>
      apiRequest(formPath(input.link), {
        method: 'POST',
        body: { answers: input.answers },
        auth: false,
        schema: detailSchema,
      }),
  });
}
