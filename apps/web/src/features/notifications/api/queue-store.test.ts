import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimQueue,
  clearQueue,
  markAllRead,
  markEntryRead,
  mergeStoredNotifications,
  queueSnapshot,
  reloadQueue,
  upsertQueueItem,
} from './queue-store';

const item = (
  id: string,
  status: 'pending' | 'processing' | 'completed' | 'failed',
  progress = 0,
) => ({
  message: `status ${status}`,
  url: `/assessments/reba/${id}`,
  status,
  model_name: 'reba',
  model_id: id,
  progress,
  name: `Assessment ${id}`,
  created_at: '2026-11-21T07:00:00.000Z',
});

describe('video queue (SPEC §3 video queue item)', () => {
  beforeEach(() => {
    clearQueue();
  });

  it('keeps one entry per assessment, updated in place, newest first', async () => {
    upsertQueueItem(item('a', 'pending'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    upsertQueueItem(item('b', 'pending'));
    upsertQueueItem(item('a', 'processing', 40));
    const entries = queueSnapshot();
    expect(entries.map((entry) => entry.model_id)).toEqual(['b', 'a']);
    expect(entries[1]?.progress).toBe(40);
  });

  it('a new status makes an entry unread again; progress alone does not', () => {
    upsertQueueItem(item('a', 'processing', 10));
    markAllRead();
    upsertQueueItem(item('a', 'processing', 60));
    expect(queueSnapshot()[0]?.read).toBe(true);
    upsertQueueItem(item('a', 'completed', 100));
    expect(queueSnapshot()[0]?.read).toBe(false);
  });

  it('survives a reload through sessionStorage', () => {
    upsertQueueItem(item('a', 'completed', 100));
    reloadQueue();
    expect(queueSnapshot()).toHaveLength(1);
    expect(queueSnapshot()[0]?.status).toBe('completed');
    clearQueue();
    reloadQueue();
    expect(queueSnapshot()).toEqual([]);
  });
});

describe('queue owner', () => {
  it('another user in the same tab starts with an empty queue', () => {
    claimQueue('user-1');
    upsertQueueItem(item('a', 'pending'));
    claimQueue('user-1');
    expect(queueSnapshot()).toHaveLength(1);
    claimQueue('user-2');
    expect(queueSnapshot()).toEqual([]);
  });
});

describe('stored history (issue 18: the bell after a new sign-in)', () => {
  beforeEach(() => {
    clearQueue();
  });

  const stored = (
    id: string,
    status: 'pending' | 'processing' | 'completed' | 'failed',
    options: { read?: boolean; created?: string; updated?: string; progress?: number } = {},
  ) => ({
    ...item(id, status, options.progress ?? (status === 'completed' ? 100 : 0)),
    id: `n-${id}`,
    read: options.read ?? false,
    created_at: options.created ?? '2026-11-21T07:00:00.000Z',
    updated_at: options.updated ?? '2026-11-21T07:05:00.000Z',
  });

  it('lists what the server kept, newest first, with its read marks', () => {
    mergeStoredNotifications([
      stored('a', 'completed', { read: true, created: '2026-11-21T06:00:00.000Z' }),
      stored('b', 'failed', { created: '2026-11-21T08:00:00.000Z' }),
    ]);
    expect(queueSnapshot().map((entry) => [entry.model_id, entry.id, entry.read])).toEqual([
      ['b', 'n-b', false],
      ['a', 'n-a', true],
    ]);
  });

  it('keeps one entry per notification: a live item and its stored copy merge, the later state wins', () => {
    // heard live after the history was read: newer than what the server listed
    upsertQueueItem({ ...item('a', 'processing', 70), created_at: '2026-11-21T07:06:00.000Z' });
    const changes = mergeStoredNotifications([
      stored('a', 'processing', { progress: 40, updated: '2026-11-21T07:05:00.000Z' }),
    ]);
    expect(changes).toEqual([]);
    expect(queueSnapshot()).toHaveLength(1);
    expect(queueSnapshot()[0]).toMatchObject({ id: 'n-a', progress: 70 });

    // the stored one is later (finished while the socket was away): it replaces the entry
    const later = mergeStoredNotifications([
      stored('a', 'completed', { read: true, updated: '2026-11-21T07:09:00.000Z' }),
    ]);
    expect(later.map((change) => [change.previous.status, change.entry.status])).toEqual([
      ['processing', 'completed'],
    ]);
    expect(queueSnapshot()).toHaveLength(1);
    expect(queueSnapshot()[0]).toMatchObject({ id: 'n-a', status: 'completed', read: true });

    // a live item with the stored id updates the same entry
    upsertQueueItem({ ...item('a', 'completed', 100), id: 'n-a' });
    expect(queueSnapshot()).toHaveLength(1);
  });

  it('counts unread: a read entry stays read, one item marked read leaves the others', () => {
    mergeStoredNotifications([stored('a', 'completed'), stored('b', 'completed')]);
    markEntryRead('a');
    expect(
      queueSnapshot()
        .filter((entry) => !entry.read)
        .map((entry) => entry.model_id),
    ).toEqual(['b']);
  });
});
