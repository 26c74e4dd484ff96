import { videoQueueItemSchema, type Assessment, type VideoQueueItem } from '@ergo/contracts';
import { z } from 'zod';

/** A video queue item (SPEC §3) as the bell keeps it: one per assessment, updated in place. */
export interface QueueEntry extends VideoQueueItem {
  read: boolean;
  /** when this browser first heard of the assessment (the list's order: newest first) */
  first_seen: string;
  /** language of `message` (the socket's language when it arrived) */
  lang?: string;
}

const STORAGE_KEY = 'ergo_video_queue';
const MAX_ENTRIES = 50;
const entrySchema = videoQueueItemSchema.extend({
  read: z.boolean(),
  first_seen: z.string(),
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
  const entry: QueueEntry = {
    ...item,
    read: previous ? previous.read && previous.status === item.status : false,
    first_seen: previous?.first_seen ?? new Date().toISOString(),
    lang: lang ?? previous?.lang,
  };
  const rest = entries.filter((other) => other.model_id !== item.model_id);
  commit([entry, ...rest].sort((a, b) => b.first_seen.localeCompare(a.first_seen)));
  return previous;
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
