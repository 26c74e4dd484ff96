import { correctionPreviewOf, type CorrectionPreview } from '@ergo/contracts';
import { reply, type ServedAssessment } from './served-assessment';

/*
 * For tests of the corrections: the server's answer to POST …/preview/ for the served assessment
 * (its stored final posture unless `change` says otherwise), and a fake route that records the
 * bodies it was sent and can hold its answer back until the test releases it.
 */

/** The preview of the served assessment, as the server would answer it, changed by `change`. */
export function previewAnswer(
  { documents }: ServedAssessment,
  change: Partial<CorrectionPreview> = {},
): CorrectionPreview {
  const { score } = documents;
  return {
    ...correctionPreviewOf(score, score.score_range, documents.bodyParts.body_parts, null),
    ...change,
  };
}

/**
 * The fake API of `detailServer` with POST …/preview/ answering `answer`: `asked` lists the bodies
 * it was sent; with `held`, it answers only once `release` is called.
 */
export function withPreviewRoute(
  served: ServedAssessment,
  api: (url: string, init?: RequestInit) => Promise<Response>,
  answer: CorrectionPreview,
  held = false,
) {
  const asked: unknown[] = [];
  let open: () => void = () => undefined;
  const gate = held ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  const own = `/api/operation/${served.assessment.type}/${served.assessment.id}/preview/`;
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    if (url !== own || init?.method !== 'POST') return api(url, init);
    // the client sends a JSON body as text
    asked.push(typeof init.body === 'string' ? JSON.parse(init.body) : init.body);
    await gate;
    return reply(200, answer);
  };
  return { fetch, asked, release: () => open() };
}
