import {
  videoQueueItemSchema,
  type Assessment,
  type StoredNotification,
  type VideoQueueItem,
} from '@ergo/contracts';
import { z } from 'zod';

/**
 * A video queue item (SPEC §3) as the bell keeps it: one per assessment, updated in place. `id` is
 * its stored notification's (the server keeps the history per user, GET /notifications/).
 */
export interface QueueEntry extends VideoQueueItem {
  read: boolean;
  /** when the assessment was first heard of (the list's order: newest first) */
  first_seen: string;
  /** when its latest state was sent: of a live item and a stored one, the later wins */
  updated_at?: string;
  /** language of `message` (the socket's language when it arrived) */
  lang?: string;
}

const STORAGE_KEY = 'ergo_video_queue';
const MAX_ENTRIES = 50;
const entrySchema = videoQueueItemSchema.extend({
  read: z.boolean(),
  first_seen: z.string(),
  updated_at: z.string().optional(),
  lang: z.string().optional(),
});

function load(): QueueEntry[] {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return [];
    const parsed = z.array(entrySchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

let entries: QueueEntry[] = load();
const listeners = new Set<() => void>();

function commit(next: QueueEntry[]): void {
  entries = next.slice(0, MAX_ENTRIES);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the queue still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queueSnapshot(): QueueEntry[] {
  return entries;
}

/**
 * Adds an incoming item, or updates the entry of the same assessment in place. A new status makes
 * the entry unread again. Returns the entry as it was before (undefined when new).
 */
export function upsertQueueItem(item: VideoQueueItem, lang?: string): QueueEntry | undefined {
  const previous = entries.find((entry) => entry.model_id === item.model_id);
  const id = item.id ?? previous?.id;
  const entry: QueueEntry = {
    ...item,
    ...(id ? { id } : {}),
    read: previous ? previous.read && previous.status === item.status : false,
    first_seen: previous?.first_seen ?? new Date().toISOString(),
    updated_at: item.created_at,
    lang: lang ?? previous?.lang,
  };
  const rest = entries.filter((other) => other.model_id !== item.model_id);
  commit(newestFirst([entry, ...rest]));
  return previous;
}

const newestFirst = (list: QueueEntry[]) =>
  list.sort((a, b) => b.first_seen.localeCompare(a.first_seen));

/** What merging the stored history changed in an entry this browser already had. */
export interface MergedChange {
  entry: QueueEntry;
  previous: QueueEntry;
}

/**
 * Merges the stored history (GET /notifications/) into the queue: one entry per assessment (the
 * server keeps one notification per user and assessment too, so its id and the assessment's agree).
 * Of an entry heard live and its stored notification, the later state wins; the stored read mark
 * is the user's own, from any browser. Entries not (or no longer) stored stay. Returns the entries
 * whose status the history changed (an analysis that finished while the socket was away).
 */
export function mergeStoredNotifications(
  stored: readonly StoredNotification[],
  lang?: string,
): MergedChange[] {
  const changes: MergedChange[] = [];
  const next = [...entries];
  for (const item of stored) {
    const { read, updated_at: updatedAt, created_at: createdAt, ...queued } = item;
    const at = next.findIndex((entry) => entry.id === item.id || entry.model_id === item.model_id);
    const previous = at >= 0 ? next[at] : undefined;
    const storedIsLater = !previous?.updated_at || updatedAt >= previous.updated_at;
    const entry: QueueEntry =
      previous && !storedIsLater
        ? { ...previous, id: item.id, first_seen: createdAt }
        : {
            ...queued,
            created_at: createdAt,
            read,
            first_seen: createdAt,
            updated_at: updatedAt,
            lang,
          };
    if (previous) {
      next[at] = entry;
      if (previous.status !== entry.status) changes.push({ entry, previous });
    } else next.push(entry);
  }
  commit(newestFirst(next));
  return changes;
}

/** Puts a just-created assessment in the queue before the server's first message arrives. */
export function trackAssessment(assessment: Assessment, lang?: string): void {
  upsertQueueItem(
    {
      message: assessment.status_message,
      url: `/assessments/${assessment.type}/${assessment.id}`,
      status: assessment.status,
      model_name: assessment.type,
      model_id: assessment.id,
      progress: assessment.progress,
      name: assessment.name,
      created_at: assessment.created_at,
    },
    lang,
  );
}

/** Marks one entry read (its notification opened). */
export function markEntryRead(modelId: string): void {
  if (entries.every((entry) => entry.model_id !== modelId || entry.read)) return;
  commit(entries.map((entry) => (entry.model_id === modelId ? { ...entry, read: true } : entry)));
}

export function markAllRead(): void {
  if (entries.every((entry) => entry.read)) return;
  commit(entries.map((entry) => ({ ...entry, read: true })));
}

export function removeQueueItem(modelId: string): void {
  commit(entries.filter((entry) => entry.model_id !== modelId));
}

export function clearQueue(): void {
  commit([]);
}

const OWNER_KEY = 'ergo_video_queue_owner';

/** The queue belongs to one signed-in user: another user in the same tab starts with an empty one. */
export function claimQueue(userId: string): void {
  try {
    if (window.sessionStorage.getItem(OWNER_KEY) === userId) return;
    window.sessionStorage.setItem(OWNER_KEY, userId);
  } catch {
    return;
  }
  if (entries.length > 0) commit([]);
}

/** For tests: start from what sessionStorage holds now. */
export function reloadQueue(): void {
  entries = load();
}
