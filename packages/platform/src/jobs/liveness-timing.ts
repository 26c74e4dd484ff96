/**
 * The clock of both queues' liveness: how long a silent process keeps its job (JOB_LIVENESS_SECONDS,
 * this default), and how often a running process says it is alive.
 */
export const DEFAULT_LIVENESS_SECONDS = 15;

/** Four heartbeats per window: one or two may be late or fail without losing the job. */
export const heartbeatMs = (livenessSeconds: number) =>
  Math.max(250, Math.round((livenessSeconds * 1000) / 4));
