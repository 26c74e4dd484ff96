import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimQueue,
  clearQueue,
  markAllRead,
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
