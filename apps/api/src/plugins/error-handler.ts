import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  invalidFromIssue,
  languageFromHeader,
  MethodInputError,
  NON_FIELD,
  StoredResultsUnreadable,
  translate,
  type ErrorItem,
  type Language,
} from '@ergo/contracts';
import { isUnstorableText } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { UNSTORABLE_MESSAGE } from './unstorable-text';
import { ValidationFailed, errorItems } from '../lib/validation';

interface FastifyValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** fastify-type-provider-zod's issue shape back to zod's, for the shared message mapping. */
const fromFastify = (issue: FastifyValidationIssue) =>
  invalidFromIssue({
    code: issue.keyword,
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message,
    ...('input' in issue.params ? { input: issue.params.input } : {}),
    minimum: issue.params.minimum,
    maximum: issue.params.maximum,
    origin: issue.params.origin,
    expected: issue.params.expected,
  });

const detail = (messageKey: string, lang: Language): ErrorItem[] => [
  { field: NON_FIELD, message: translate(messageKey, lang) },
];

/**
 * Whether the client closed its connection before the answer. Only the socket tells: Node marks
 * the request itself `destroyed` as soon as its body has been read, so every server fault on a
 * POST or PATCH looked like an abort; and an ECONNRESET may come from the database, not the client.
 */
const clientClosed = (request: FastifyRequest): boolean => request.raw.socket?.destroyed === true;

/**
 * Every failure leaves as `{"errors":[{field,message}]}` in the caller's language. Unknown errors
 * are masked; their stack goes to the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists.
      if (error.validationContext === 'params') {
        return reply.status(404).send({ errors: detail('errors.not_found', lang) });
      }
      return reply
        .status(400)
        .send({ errors: errorItems(error.validation.map(fromFastify), lang) });
    }
    if (error instanceof ValidationFailed) {
      return reply.status(400).send({ errors: errorItems(error.items, lang) });
    }
    // A stored method input the method no longer accepts: named, under `inputs.<field>`.
    if (error instanceof MethodInputError) {
      const items = error.items.map((item) => ({ ...item, field: `inputs.${item.field}` }));
      return reply.status(400).send({ errors: errorItems(items, lang) });
    }
    if (error instanceof StoredResultsUnreadable) {
      request.log.warn({ err: error }, 'stored results unreadable');
      const key =
        error.reason === 'newer_version'
          ? 'assessments.results_newer'
          : 'assessments.results_unreadable';
      return reply.status(409).send({ errors: detail(key, lang) });
    }
    if (error instanceof AppError) {
      // a refusal of ours that is still a server's fault (503) is logged like any other
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
      const field = error.headingKey ? translate(error.headingKey, lang) : error.field;
      return reply
        .status(error.statusCode)
        .send({ errors: [{ field, message: translate(error.messageKey, lang, error.params) }] });
    }
    // A NUL character that got past the body guard (a multipart field): the input, not the server.
    if (isUnstorableText(error))
      return reply.status(400).send({ errors: detail(UNSTORABLE_MESSAGE, lang) });
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ errors: detail('errors.payload_too_large', lang) });
    if (status === 429)
      return reply.status(429).send({ errors: detail('errors.rate_limited', lang) });
    if (status === 401)
      return reply.status(401).send({ errors: detail('errors.unauthorized', lang) });
    if (status === 404) return reply.status(404).send({ errors: detail('errors.not_found', lang) });
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, message: error.message }, 'bad request');
      return reply.status(status).send({ errors: detail('errors.bad_request', lang) });
    }
    // A client that went away mid-upload is not a server fault: nothing to answer, nothing to alarm.
    if (clientClosed(request)) {
      request.log.info({ code: error.code }, 'client aborted the request');
      return reply.status(400).send({ errors: detail('errors.bad_request', lang) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: detail('errors.server', lang) });
  });
}

/**
 * Errors the router meets before any hook runs (so before the language is set): a path segment
 * longer than the router accepts names nothing that exists (404); a URL with broken percent
 * encoding cannot be understood (400). Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const lang = languageFromHeader(request.headers['accept-language']);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ errors: detail('errors.not_found', lang) });
    return;
  }
  void reply.status(400).send({ errors: detail('errors.bad_request', lang) });
}
