import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  assessmentTypeSchema,
  detailSchema,
  idParamSchema,
  noteInputSchema,
  noteSchema,
  starterNoteSchema,
  translate,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import {
  createNote,
  deleteNote,
  listNotes,
  sampleNotes,
  updateNote,
} from '../../domain/notes/notes';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, type AssessmentRouteOptions } from '../assessments/route-kit';

const tags = ['notes'];
const noteParams = z.object({
  type: assessmentTypeSchema('errors.not_found'),
  id: z.uuid({ error: 'notes.not_found' }),
});

/** SPEC §7 Notes: plain text on an assessment; only a note's author changes or deletes it. */
export async function noteRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate);

  r.get(
    apiRoutes.notes.list.path,
    {
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        response: { 200: z.array(noteSchema), ...errors },
      },
    },
    async (request) => listNotes(ctx.db, requireAuth(request), request.params),
  );

  // The checklist's public form answers at /operation/checklist/{uid}/{token}/ (SPEC §7): its
  // four-segment paths need their own, more specific route.
  r.get(
    apiRoutes.checklist.notes.path,
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: z.array(noteSchema), ...errors },
      },
    },
    async (request) =>
      listNotes(ctx.db, requireAuth(request), { id: request.params.id, type: 'checklist' }),
  );

  r.post(
    apiRoutes.notes.create.path,
    {
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        body: noteInputSchema,
        response: { 201: noteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await createNote(
        ctx.db,
        requireAuth(request),
        request.params,
        request.body.text,
      );
      return reply.code(201).send(note);
    },
  );

  r.patch(
    apiRoutes.notes.update.path,
    {
      schema: {
        tags,
        security,
        params: noteParams,
        body: noteInputSchema,
        response: { 200: noteSchema, 403: errors[401], ...errors },
      },
    },
    async (request) => {
      return updateNote(ctx.db, requireAuth(request), request.params, request.body.text);
    },
  );

  r.delete(
    apiRoutes.notes.delete.path,
    {
      schema: {
        tags,
        security,
        params: noteParams,
        response: { 200: detailSchema, 403: errors[401], ...errors },
      },
    },
    async (request) => {
      await deleteNote(ctx.db, requireAuth(request), request.params);
      return { detail: translate('notes.deleted', request.lang) };
    },
  );

  r.get(
    apiRoutes.notes.starters.path,
    {
      schema: {
        tags,
        security,
        description:
          'Starter notes for the method: what to check on site, in the caller’s language.',
        params: typeAndIdParamSchema,
        response: { 200: z.array(starterNoteSchema), ...errors },
      },
    },
    async (request) => sampleNotes(ctx.db, requireAuth(request), request.params, request.lang),
  );
}
