// The notifications feature's public surface: the header bell and the queue the create form feeds.
export { NotificationBell } from './components/notification-bell';
export { removeQueueItem, trackAssessment } from './api/queue-store';
