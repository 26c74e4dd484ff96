import { STARTER_NOTES, type Language, type Note, type StarterNote } from '@ergo/contracts';
import type { Database } from '@ergo/db';
import {
  deleteNoteRow,
  insertNote,
  noteInOrg,
  notesOfAssessment,
  updateNoteText,
  type NoteRow,
} from '../../db/notes';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { callerName } from '../caller-name';
import { findAssessment } from '../assessments/find-assessment';
import type { AssessmentAddress } from '../assessments/address';

const present = (row: NoteRow, caller: Caller): Note => ({
  id: row.id,
  text: row.text,
  author: { id: row.authorId, name: row.authorName },
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  editable: row.authorId === caller.userId,
});

/** GET /operation/{type}/{id}/notes/: oldest first, as a conversation reads. */
export async function listNotes(db: Database, caller: Caller, at: AssessmentAddress) {
  const { row } = await findAssessment(db, caller, at);
  const rows = await notesOfAssessment(db, { orgId: caller.orgId, assessmentId: row.id });
  return rows.map((note) => present(note, caller));
}

/** POST /operation/{type}/{id}/notes/create/. */
export async function createNote(
  db: Database,
  caller: Caller,
  at: AssessmentAddress,
  text: string,
): Promise<Note> {
  const { row } = await findAssessment(db, caller, at);
  const note = await insertNote(
    db,
    { orgId: caller.orgId, assessmentId: row.id },
    { text, authorId: caller.userId, authorName: await callerName(db, caller) },
  );
  return present(note, caller);
}

/**
 * A note of the caller's organization on an assessment of the type; only its author may change it
 * (a note is a signed statement: colleagues add their own instead of rewriting it).
 */
/** A note as its address names it (`/operation/{type}/notes/{id}/`): the note's id and its method. */
export interface NoteAddress {
  type: string;
  id: string;
}

async function ownNote(db: Database, caller: Caller, { type, id }: NoteAddress) {
  const note = await noteInOrg(db, { orgId: caller.orgId, noteId: id });
  if (!note) throw new AppError(404, 'notes.not_found');
  await findAssessment(db, caller, { id: note.assessmentId, type }).catch(() => {
    throw new AppError(404, 'notes.not_found');
  });
  if (note.authorId !== caller.userId) throw new AppError(403, 'notes.not_author');
  return note;
}

/** PATCH /operation/{type}/notes/{id}/update/. */
export async function updateNote(
  db: Database,
  caller: Caller,
  at: NoteAddress,
  text: string,
): Promise<Note> {
  const note = await ownNote(db, caller, at);
  const updated = await updateNoteText(db, { orgId: caller.orgId, noteId: note.id }, text);
  if (!updated) throw new AppError(404, 'notes.not_found');
  return present(updated, caller);
}

/** DELETE /operation/{type}/notes/{id}/delete/. */
export async function deleteNote(db: Database, caller: Caller, at: NoteAddress) {
  const note = await ownNote(db, caller, at);
  await deleteNoteRow(db, { orgId: caller.orgId, noteId: note.id });
}

/** GET /operation/{type}/{id}/notes/sample/: starter notes for the method (what to check on site). */
export async function sampleNotes(
  db: Database,
  caller: Caller,
  at: AssessmentAddress,
  lang: Language,
) {
  const { row } = await findAssessment(db, caller, at);
  const byType: Readonly<Record<string, readonly StarterNote[]>> = STARTER_NOTES;
  const starters = Object.hasOwn(byType, row.type) ? (byType[row.type] ?? []) : [];
  return starters.map((note) => ({ key: note.key, text: note.text[lang] }));
}
