import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  detailSchema,
  errorEnvelopeSchema,
  idParamSchema,
  operationBodySchema,
  operationListQuerySchema,
  operationSchema,
  operationUpdateSchema,
  pagedSchema,
  taskBodySchema,
  taskDetailSchema,
  taskListQuerySchema,
  taskSchema,
  taskUpdateSchema,
  translate,
} from '@ergo/contracts';
import type { AppContext } from '../../context';
import { LIST_DESCRIPTION, listResponse, pagingFrom } from '../../lib/paging';
import { requireAuth } from '../../plugins/authenticate';
import {
  createOperation,
  deleteOperation,
  getOperation,
  listOperations,
  updateOperation,
} from '../../domain/operations/operations';
import {
  createTask,
  deleteTask,
  getTask,
  getTaskDetail,
  listTasks,
  updateTask,
} from '../../domain/tasks/tasks';
import { withZod, type ZodRoutes } from '../zod-routes';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const security = [{ bearerAuth: [] }];
const tags = ['operations'];
const taskTags = ['tasks'];

export interface OperationRouteOptions {
  ctx: AppContext;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** SPEC §7 Operations and tasks. Every route is scoped to the caller's organization. */
export async function operationRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: OperationRouteOptions,
) {
  const r = withZod(app);
  app.addHook('onRequest', authenticate);

  operationCrudRoutes(r, ctx);
  taskRoutes(r, ctx);
}

/** Operations: create, list, read, change, delete. */
function operationCrudRoutes(r: ZodRoutes, ctx: AppContext) {
  r.post(
    apiRoutes.operations.create.path,
    {
      schema: {
        tags,
        security,
        body: operationBodySchema,
        response: { 201: operationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOperation(ctx.db, requireAuth(request), request.body)),
  );

  r.get(
    apiRoutes.operations.list.path,
    {
      schema: {
        tags,
        security,
        description: LIST_DESCRIPTION,
        querystring: operationListQuerySchema,
        response: {
          200: z.union([pagedSchema(operationSchema), z.array(operationSchema)]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const paging = pagingFrom(request.query);
      const list = await listOperations(ctx.db, requireAuth(request), {
        ...request.query,
        paging,
      });
      return listResponse(request, reply, paging, list);
    },
  );

  r.get(
    apiRoutes.operations.get.path,
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: operationSchema, ...errors },
      },
    },
    async (request) => getOperation(ctx.db, requireAuth(request), request.params.id),
  );

  r.patch(
    apiRoutes.operations.update.path,
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: operationUpdateSchema,
        response: { 200: operationSchema, ...errors },
      },
    },
    async (request) =>
      updateOperation(ctx.db, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    apiRoutes.operations.delete.path,
    {
      schema: { tags, security, params: idParamSchema, response: { 200: detailSchema, ...errors } },
    },
    async (request) => {
      await deleteOperation(ctx, requireAuth(request), request.params.id);
      return { detail: translate('operations.deleted', request.lang) };
    },
  );
}

/** An operation's tasks: create, list, read, its detail, change, delete. */
function taskRoutes(r: ZodRoutes, ctx: AppContext) {
  r.post(
    apiRoutes.operations.createTask.path,
    {
      schema: {
        tags: taskTags,
        security,
        params: idParamSchema,
        body: taskBodySchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTask(ctx.db, requireAuth(request), request.params.id, request.body)),
  );

  r.get(
    apiRoutes.operations.tasks.path,
    {
      schema: {
        tags: taskTags,
        security,
        description: LIST_DESCRIPTION,
        params: idParamSchema,
        querystring: taskListQuerySchema,
        response: { 200: z.union([pagedSchema(taskSchema), z.array(taskSchema)]), ...errors },
      },
    },
    async (request, reply) => {
      const paging = pagingFrom(request.query);
      const list = await listTasks(ctx.db, requireAuth(request), request.params.id, {
        search: request.query.search,
        paging,
      });
      return listResponse(request, reply, paging, list);
    },
  );

  r.get(
    apiRoutes.tasks.get.path,
    {
      schema: {
        tags: taskTags,
        security,
        params: idParamSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => getTask(ctx.db, requireAuth(request), request.params.id),
  );

  r.get(
    apiRoutes.tasks.detail.path,
    {
      schema: {
        tags: taskTags,
        security,
        params: idParamSchema,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => getTaskDetail(ctx.db, requireAuth(request), request.params.id),
  );

  r.patch(
    apiRoutes.tasks.update.path,
    {
      schema: {
        tags: taskTags,
        security,
        params: idParamSchema,
        body: taskUpdateSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => updateTask(ctx.db, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    apiRoutes.tasks.delete.path,
    {
      schema: {
        tags: taskTags,
        security,
        params: idParamSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTask(ctx, requireAuth(request), request.params.id);
      return { detail: translate('tasks.deleted', request.lang) };
    },
  );
}
