import {
  assessmentSchema,
  notificationListSchema,
  notificationsReadSchema,
  websocketIdSchema,
  type Assessment,
  type VideoQueueItem,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client';
import { useMe } from '../../../api/get-me';
import { ApiError } from '../../../api/errors';
import { currentLanguage } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { isAuthenticated } from '../../../browser/session';
import { NotificationSocket } from './notification-socket';
import {
  claimQueue,
  clearQueue,
  markAllRead,
  markEntryRead,
  mergeStoredNotifications,
  queueSnapshot,
  removeQueueItem,
  subscribeQueue,
  upsertQueueItem,
  type QueueEntry,
} from './queue-store';

export function useQueue() {
  return useSyncExternalStore(subscribeQueue, queueSnapshot, queueSnapshot);
}

const FINISHED = new Set(['completed', 'failed']);

let loading: Promise<Set<string>> | null = null;

/**
 * Reads the stored history (GET /notifications/) into the queue, once at a time: what happened
 * while this browser was away or signed out, read or unread. Resolves with the assessments it
 * listed; what merging changed goes to `onChanged`.
 */
function loadHistory(onChanged: (entry: QueueEntry, previous: QueueEntry) => void) {
  loading ??= apiRequest(apiRoutes.notifications.list.path, { schema: notificationListSchema })
    .then((list) => {
      for (const { entry, previous } of mergeStoredNotifications(list.results, currentLanguage()))
        onChanged(entry, previous);
      return new Set(list.results.map((item) => item.model_id));
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Marks one notification read, here and on the server (where its id is known). */
export function readNotification(entry: QueueEntry): void {
  markEntryRead(entry.model_id);
  if (entry.id)
    void apiRequest(pathTo(apiRoutes.notifications.markRead, { id: entry.id }), {
      method: 'POST',
      schema: notificationsReadSchema,
    }).catch(() => undefined);
}

/** Marks every notification read, here and on the server. */
export function readAllNotifications(): void {
  markAllRead();
  void apiRequest(apiRoutes.notifications.markAllRead.path, {
    method: 'POST',
    schema: notificationsReadSchema,
  }).catch(() => undefined);
}

function isAssessmentLike(value: unknown): value is Assessment {
  return typeof value === 'object' && value !== null && 'status' in value && 'progress' in value;
}

/** Live state into the caches: the detail (if loaded) and every list page that shows the assessment. */
function applyToCaches(queryClient: QueryClient, item: VideoQueueItem): void {
  const patch = (old: unknown) =>
    isAssessmentLike(old) && old.id === item.model_id
      ? { ...old, status: item.status, progress: item.progress, status_message: item.message }
      : old;
  queryClient.setQueryData(queryKeys.assessments.detail(item.model_name, item.model_id), patch);
  queryClient.setQueriesData<{ results: unknown[] } | undefined>(
    { queryKey: queryKeys.assessments.lists },
    (page) =>
      page && Array.isArray(page.results) ? { ...page, results: page.results.map(patch) } : page,
  );
  // Task details list their assessments with a status.
  queryClient.setQueriesData<{ assessments?: { id: string; status: string }[] } | undefined>(
    { queryKey: queryKeys.tasks.all },
    (task) =>
      task &&
      Array.isArray(task.assessments) &&
      task.assessments.some((row) => row.id === item.model_id)
        ? {
            ...task,
            assessments: task.assessments.map((row) =>
              row.id === item.model_id ? { ...row, status: item.status } : row,
            ),
          }
        : task,
  );
}

function refreshAfterFinish(queryClient: QueryClient, item: VideoQueueItem): void {
  void queryClient.invalidateQueries({
    queryKey: queryKeys.assessments.detail(item.model_name, item.model_id),
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.assessments.lists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.operations.all });
  // A failed analysis gives its credit back.
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}

/**
 * One notification socket per signed-in session (mounted once, in the app shell): keeps the queue,
 * shows a toast when an analysis completes or fails, and refreshes what depends on it.
 */
export function useNotificationConnection(): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const socketRef = useRef<NotificationSocket | null>(null);
  const { data: me } = useMe();
  const userId = me?.id;
  useEffect(() => {
    if (userId) claimQueue(userId);
  }, [userId]);

  useEffect(() => {
    const handle = (item: VideoQueueItem) => {
      const previous = upsertQueueItem(item, currentLanguage());
      applyToCaches(queryClient, item);
      if (FINISHED.has(item.status) && previous?.status !== item.status) finished(item);
    };
    const finished = (item: VideoQueueItem) => {
      if (item.status === 'completed') notifySuccess(item.message, item.name);
      else notifyError(item.message, item.name);
      refreshAfterFinish(queryClient, item);
    };
    // What the stored history changed while the socket was away: like a live item.
    const changed = (entry: QueueEntry) => {
      applyToCaches(queryClient, entry);
      if (FINISHED.has(entry.status)) finished(entry);
    };
    // On every (re)connection: the stored history, read again (it has the latest state of every
    // analysis, in the interface's language now). Entries it does not list (not stored yet, or
    // from before) are read one by one when they were running or are in another language;
    // deleted assessments leave the queue.
    const catchUp = (listed: Set<string>) => {
      const language = currentLanguage();
      for (const entry of queueSnapshot()) {
        if (listed.has(entry.model_id)) continue;
        if (FINISHED.has(entry.status) && entry.lang === language) continue;
        apiRequest(
          pathTo(apiRoutes.assessment.get, { type: entry.model_name, id: entry.model_id }),
          {
            schema: assessmentSchema,
          },
        )
          .then((assessment) =>
            handle({
              ...entry,
              status: assessment.status,
              progress: assessment.progress,
              message: assessment.status_message || entry.message,
            }),
          )
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 404) removeQueueItem(entry.model_id);
          });
      }
    };
    const onReady = () => {
      loadHistory(changed).then(catchUp, () => catchUp(new Set()));
    };
    const socket = new NotificationSocket({
      getUuid: async () =>
        (await apiRequest(apiRoutes.auth.socketId.path, { schema: websocketIdSchema })).uuid,
      language: currentLanguage,
      onItem: handle,
      onReady,
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
      // Signed out: the next person on this tab does not see this queue.
      if (!isAuthenticated()) clearQueue();
    };
  }, [queryClient]);

  // Messages come in the socket's language: a new language, a new connection.
  const language = i18n.language;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    socketRef.current?.restart();
  }, [language]);
}
