import { asc, eq } from 'drizzle-orm';
import {
  type AssessmentScope,
  byIdInOrg,
  type Database,
  inOrg,
  notes,
  type OrganizationId,
  type UserId,
} from '@ergo/db';

/*
 * The notes table's queries (issue 32's query layer): every one is scoped to the caller's
 * organization in SQL; the domain (domain/notes) decides who may do what and how a note reads.
 */

export type NoteRow = typeof notes.$inferSelect;

/** One note within its organization (named, so the two ids cannot trade places). */
export interface NoteScope {
  orgId: OrganizationId;
  noteId: string;
}

/** An assessment's notes, oldest first, as a conversation reads. */
export function notesOfAssessment(db: Database, scope: AssessmentScope): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(inOrg(notes, scope.orgId, eq(notes.assessmentId, scope.assessmentId)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

/** A new note on an assessment of the organization. */
export async function insertNote(
  db: Database,
  scope: AssessmentScope,
  note: { text: string; authorId: UserId; authorName: string },
): Promise<NoteRow> {
  const [row] = await db
    .insert(notes)
    .values({ organizationId: scope.orgId, assessmentId: scope.assessmentId, ...note })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A note of the organization by its id; null when there is none (or it is another's). */
export async function noteInOrg(
  db: Database,
  { orgId, noteId }: NoteScope,
): Promise<NoteRow | null> {
  const [row] = await db
    .select()
    .from(notes)
    .where(byIdInOrg(notes, noteId, orgId));
  return row ?? null;
}

/** A note's new text; null when the note is gone. */
export async function updateNoteText(
  db: Database,
  { orgId, noteId }: NoteScope,
  text: string,
): Promise<NoteRow | null> {
  const [row] = await db
    .update(notes)
    .set({ text, updatedAt: new Date() })
    .where(byIdInOrg(notes, noteId, orgId))
    .returning();
  return row ?? null;
}

export async function deleteNoteRow(db: Database, { orgId, noteId }: NoteScope): Promise<void> {
  await db.delete(notes).where(byIdInOrg(notes, noteId, orgId));
}
