import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FileTooLargeError, type FileStore, type StagedFile } from '../../files/file-store';
import { AppError } from '../../lib/errors';

export interface ParsedUpload {
  fields: Record<string, string | string[]>;
  staged: StagedFile | null;
  originalName: string;
}

/**
 * Reads a multipart upload as a stream: text fields into an object, the `video` file part straight
 * into encrypted staging (never whole in memory). Repeated fields become arrays.
 */
export async function readUpload(
  request: FastifyRequest,
  store: FileStore,
  maxBytes: number,
): Promise<ParsedUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'assessments.video_required', 'video');
  const fields: Record<string, string | string[]> = {};
  let staged: StagedFile | null = null;
  let originalName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'video' || staged) {
          part.file.resume();
          continue;
        }
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
    if (staged) await store.discard(staged);
    if (error instanceof FileTooLargeError) {
      throw new AppError(413, 'assessments.video_too_large', 'video', {
        max: Math.round(maxBytes / 1024 / 1024),
      });
    }
    throw uploadFormError(error) ?? error;
  }
  return { fields, staged, originalName };
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

/** One value per field (the last when repeated), except the fields that are lists. */
export function flattenFields(
  fields: ParsedUpload['fields'],
  listFields: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) && !listFields.has(key) ? value.at(-1) : value,
    ]),
  );
}
