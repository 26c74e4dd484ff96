import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelopeSchema } from '@ergo/contracts';
import type { AppContext } from '../../context';

/** The error answers an assessment route may give (the OpenAPI document lists them). */
export const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  402: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};
export const security = [{ bearerAuth: [] }];
export const tags = ['assessments'];

export interface AssessmentRouteOptions {
  ctx: AppContext;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
