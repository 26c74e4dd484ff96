import { isComputeChild } from '@ergo/platform/compute-child';

/**
 * `npm start` runs this file; so does every analysis attempt, in a child process started with the
 * compute-child flag: the same program then serves the analysis computes instead of the server
 * (nothing is looked up by file path). Each role loads only its own code.
 */
if (isComputeChild()) {
  const { serveAnalysisComputes } = await import('@ergo/analysis/compute-child');
  serveAnalysisComputes();
} else {
  const { startServer } = await import('./server');
  await startServer();
}
