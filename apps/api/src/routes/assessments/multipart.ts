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
    throw error;
  }
  return { fields, staged, originalName };
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
