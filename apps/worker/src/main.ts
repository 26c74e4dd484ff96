import { isComputeChild } from '@ergo/platform/compute-child';

/**
 * `npm run worker`: a video-analysis worker for the scaled-out mode (see ./worker). Each analysis
 * attempt runs this same program again as a child process with the compute-child flag: it then
 * serves the analysis computes (nothing is looked up by file path).
 */
if (isComputeChild()) {
  const { serveAnalysisComputes } = await import('@ergo/analysis/compute-child');
  serveAnalysisComputes();
} else {
  const { startWorker } = await import('./worker');
  await startWorker();
}
