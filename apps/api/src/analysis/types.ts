/** What the isolated compute step of a video analysis gets (plain data: it crosses processes). */
export interface AnalysisInput {
  /** loopback URL serving the decrypted video (valid while the attempt runs) */
  videoUrl: string;
  /** the method's code (a video method of the registry) */
  type: string;
  inputs: Record<string, unknown>;
  fps: number;
  model: 'full' | 'lite';
  /** wall-clock budget of the pose analysis, ms */
  timeoutMs: number;
}

/** A JPEG of one moment: the skeleton drawn, the face blurred. */
export interface AnalysisThumbnail {
  /** 'final' = the representative (final-score) posture; 'breakpoint' = a risk change */
  kind: 'final' | 'breakpoint';
  time: number;
  jpeg: Uint8Array;
}

/** What it returns; the API side stores it. */
export interface AnalysisOutput {
  /** scored; no person in any frame; or a person but never the body parts the method needs */
  outcome: 'scored' | 'no_person' | 'unscorable';
  /** final method score (REBA 1-15, RULA 1-7, ROSA 1-10, WISHA lifting index) */
  score: number | null;
  riskLevel: string | null;
  /** everything the result endpoints serve (score, body parts, heat map, series…) */
  results: Record<string, unknown>;
  /** compact keypoints of every frame, to recompute without the model */
  keypoints: Uint8Array;
  thumbnails: AnalysisThumbnail[];
}
