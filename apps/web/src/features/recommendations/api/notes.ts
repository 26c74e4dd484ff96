import { noteSchema, starterNoteSchema } from '@ergo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { recommendationKeys } from './keys';

/** An assessment's notes, oldest first. */
export function useNotes(type: string, id: string) {
  return useQuery({
    queryKey: recommendationKeys.notes(type, id),
    queryFn: () => apiRequest(`/operation/${type}/${id}/notes/`, { schema: z.array(noteSchema) }),
  });
}

/** Starter notes for the method (what to check on site), in the user's language. */
export function useNoteSamples(type: string, id: string, enabled: boolean) {
  const language = currentLanguage();
  return useQuery({
    queryKey: recommendationKeys.noteSamples(type, id, language),
    queryFn: () =>
      apiRequest(`/operation/${type}/${id}/notes/sample/`, { schema: z.array(starterNoteSchema) }),
    enabled,
  });
}

export function useNoteMutations(type: string, id: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: recommendationKeys.notes(type, id) });
  const create = useMutation({
    mutationFn: (text: string) =>
      apiRequest(`/operation/${type}/${id}/notes/create/`, {
        method: 'POST',
        body: { text },
        schema: noteSchema,
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ note, text }: { note: string; text: string }) =>
      apiRequest(`/operation/${type}/notes/${note}/update/`, {
        method: 'PATCH',
        body: { text },
        schema: noteSchema,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (note: string) =>
      apiRequest(`/operation/${type}/notes/${note}/delete/`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
