import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '../src/api-paths';

describe('pathTo: an address from the shared route table', () => {
  it('fills each parameter in as one escaped path segment', () => {
    expect(pathTo(apiRoutes.tasks.detail, { id: '7c1e' })).toBe('/operation/tasks/7c1e/detail/');
    expect(pathTo(apiRoutes.assessment.lineGraph, { type: 'reba', id: 'a1' })).toBe(
      '/operation/reba/a1/line-graph/',
    );
    // a token copied from an address bar cannot climb out of its segment
    expect(pathTo(apiRoutes.checklist.publicForm, { uid: 'u/..', token: 'a b?c' })).toBe(
      '/operation/checklist/u%2F../a%20b%3Fc/',
    );
  });

  it('adds a query, leaving out entries without a value', () => {
    expect(pathTo(apiRoutes.assessment.thumbnail, { type: 'rula', id: 'x' }, { time: 2.5 })).toBe(
      '/operation/rula/x/thumbnail/?time=2.5',
    );
    expect(pathTo(apiRoutes.qec.result, { id: 'q' }, { worker: undefined })).toBe(
      '/operation/qec/q/result/',
    );
    expect(pathTo(apiRoutes.assessment.report, { type: 'reba', id: 'r' }, { language: 'tr' })).toBe(
      '/operation/reba/r/report/?language=tr',
    );
    // a filter left empty on screen (null or '') is no filter; the order given is kept
    expect(
      pathTo(
        apiRoutes.assessments.list,
        {},
        { ordering: '-created_at', task: null, risk_level: '', search: 'a b', page: 2 },
      ),
    ).toBe('/operation/assessments/?ordering=-created_at&search=a+b&page=2');
  });

  it('takes a route without parameters as it is', () => {
    expect(pathTo(apiRoutes.dashboard)).toBe('/dashboard/');
    expect(apiRoutes.auth.refresh.path).toBe('/auth/refresh/');
  });

  it('refuses a pattern whose parameter was given no value instead of sending ":id"', () => {
    const loose = { id: 'x' } as unknown as { type: string; id: string };
    expect(() => pathTo(apiRoutes.assessment.get, loose)).toThrow(/no value for :type/);
  });
});
