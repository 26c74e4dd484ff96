import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

const t = await createTestApp();

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

describe('the OpenAPI document at /api/docs', () => {
  it('shows the response schema of every result route (the result contract)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, { get?: Operation }> }>().paths;
    const documents: Record<string, string[]> = {
      'score/': ['score', 'risk_level', 'explanation', 'frames', 'camera_view'],
      'body-part/': ['method', 'body_parts'],
      'heat-map/': ['method', 'parts', 'legend'],
      'kinematics/': ['method', 'sampled_fps', 'joints'],
      'avg/': ['method', 'angles', 'body_parts', 'score'],
      'line-graph/': ['body_part', 'motion', 'time', 'angles', 'score', 'bands'],
      'breakpoints/': ['method', 'breakpoints'],
      'pose/': ['fps', 'width', 'height', 'frames'],
    };
    for (const [route, fields] of Object.entries(documents)) {
      const ok = paths[`/api/operation/{type}/{id}/${route}`]?.get?.responses['200'];
      const schema = ok?.content?.['application/json']?.schema;
      expect(Object.keys((schema?.properties as object | undefined) ?? {}), route).toEqual(
        expect.arrayContaining(fields),
      );
    }
    const thumbnail = paths['/api/operation/{type}/{id}/thumbnail/']?.get?.responses['200'];
    expect(thumbnail?.content?.['image/jpeg']?.schema).toMatchObject({ format: 'binary' });
  });
});
