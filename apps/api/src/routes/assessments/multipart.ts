import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { findMethod, listFieldNames } from '@ergo/contracts';
import { FileTooLargeError, type FileStore, type StagedFile } from '@ergo/platform';
import { AppError } from '../../lib/errors';

export type UploadFields = Record<string, string | string[]>;

export interface ParsedUpload<Checked> {
  fields: UploadFields;
  staged: StagedFile | null;
  originalName: string;
  /** what `check` answered for the fields (null when no video came, so it never ran) */
  checked: Checked | null;
}

/**
 * What a valid upload may carry besides its video: the text fields (a real form sends a few KB)
 * and the multipart framing. A body announced larger than the video limit plus this cannot be a
 * valid upload.
 */
export const FORM_ALLOWANCE_BYTES = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'assessments.video_too_large', 'video', {
    max: Math.round(maxBytes / 1024 / 1024),
  });

/**
 * onRequest hook of the upload routes: a multipart body whose Content-Length is already over the
 * limit is answered 413 before any of it is read (nor staged, nor encrypted), and the connection
 * is closed rather than drained. A chunked body (no Content-Length) meets the limit while it is
 * staged.
 */
export function refuseOversizedUpload(maxBytes: number): onRequestAsyncHookHandler {
  return (request, reply) => {
    const announced = Number(request.headers['content-length']);
    if (
      request.headers['content-type']?.toLowerCase().startsWith('multipart/') &&
      announced > maxBytes + FORM_ALLOWANCE_BYTES
    ) {
      void reply.header('connection', 'close');
      return Promise.reject(tooLarge(maxBytes));
    }
    return Promise.resolve();
  };
}

/**
 * Reads a multipart upload as a stream: text fields into an object, the `video` file part straight
 * into encrypted staging (never whole in memory). Repeated fields become arrays. Clients send the
 * fields before the video: when the video part begins, `check` validates every field received; if
 * it refuses, the answer (400, 402, 404) goes out at once, without reading the video, and the
 * connection is closed instead of draining what remains of the upload. A file in any other field
 * is refused the same way, the moment its part begins.
 */
export async function readUpload<Checked>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    store: FileStore;
    maxBytes: number;
    check: (fields: UploadFields) => Promise<Checked>;
  },
): Promise<ParsedUpload<Checked>> {
  const { store, maxBytes } = options;
  if (!request.isMultipart()) throw new AppError(400, 'assessments.video_required', 'video');
  const fields: UploadFields = {};
  let staged: StagedFile | null = null;
  let checked: Checked | null = null;
  let originalName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // busboy's file limit (1) refuses a second file part before it gets here
        if (part.fieldname !== 'video')
          throw new AppError(400, 'assessments.file_field_not_video', 'video');
        checked = await options.check(fields);
        originalName = part.filename;
        staged = await store.stage(part.file, maxBytes);
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined
            ? value
            : [...(Array.isArray(existing) ? existing : [existing]), value];
      }
    }
  } catch (error) {
    // what remains of a refused upload is not read: the answer goes out and the connection closes
    void reply.header('connection', 'close');
    if (staged) await store.discard(staged);
    if (error instanceof FileTooLargeError) throw tooLarge(maxBytes);
    throw uploadFormError(error) ?? error;
  }
  return { fields, staged, originalName, checked };
}

/**
 * The form itself is wrong, not the server: a second file, too many fields, or a body that is not
 * multipart at all (no boundary, cut-off or malformed part headers, reported by busboy).
 */
function uploadFormError(error: unknown): AppError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'assessments.one_video_only', 'video');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError(400, 'errors.too_many_fields');
  const message = error instanceof Error ? error.message : '';
  if (
    /^(Multipart: |Malformed part header|Unexpected end of|The needle cannot)|terminated early/.test(
      message,
    )
  )
    return new AppError(400, 'errors.bad_request');
  return null;
}

/** One value per field (the last when repeated), except the method's list inputs (REBA activity). */
export function formFields(fields: UploadFields): Record<string, unknown> {
  const type = fields.type;
  const method = typeof type === 'string' ? findMethod(type) : undefined;
  const lists = new Set(listFieldNames(method?.fields ?? []));
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) && !lists.has(key) ? value.at(-1) : value,
    ]),
  );
}
