import { noteSchema, starterNoteSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { recommendationKeys } from './keys';

/** An assessment's notes, oldest first. */
export function useNotes(type: string, id: string) {
  return useQuery({
    queryKey: recommendationKeys.notes(type, id),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.notes.list, { type, id }), { schema: z.array(noteSchema) }),
  });
}

/** Starter notes for the method (what to check on site), in the user's language. */
export function useNoteSamples(type: string, id: string, enabled: boolean) {
  const language = currentLanguage();
  return useQuery({
    queryKey: recommendationKeys.noteSamples(type, id, language),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.notes.starters, { type, id }), {
        schema: z.array(starterNoteSchema),
      }),
    enabled,
  });
}

export function useNoteMutations(type: string, id: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: recommendationKeys.notes(type, id) });
  const create = useMutation({
    mutationFn: (text: string) =>
      apiRequest(pathTo(apiRoutes.notes.create, { type, id }), {
        method: 'POST',
        body: { text },
        schema: noteSchema,
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ note, text }: { note: string; text: string }) =>
      apiRequest(pathTo(apiRoutes.notes.update, { type, id: note }), {
        method: 'PATCH',
        body: { text },
        schema: noteSchema,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (note: string) =>
      apiRequest(pathTo(apiRoutes.notes.delete, { type, id: note }), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
