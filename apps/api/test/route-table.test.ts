import { API_PREFIX, type ApiRoute, apiRoutes } from '@ergo/contracts';
import { describe, expect, it } from 'vitest';
import { createSweptApp } from './security/security-app';

/** Every entry of the shared route table, however deeply it is grouped. */
function tableEntries(node: unknown): ApiRoute[] {
  if (typeof node !== 'object' || node === null) return [];
  if ('method' in node && 'path' in node) return [node as ApiRoute];
  return Object.values(node).flatMap(tableEntries);
}

const { catalog } = await createSweptApp();

describe("the API's route table (packages/contracts, api-paths.ts)", () => {
  it('is exactly what the API registers: the same methods and paths, none missing, none extra', () => {
    const registered = catalog
      .read()
      .routes.filter((route) => route.method !== 'HEAD' && route.access !== 'docs')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const table = tableEntries(apiRoutes)
      .map((route) => `${route.method} ${API_PREFIX}${route.path}`)
      .sort();
    expect(registered).toEqual(table);
    expect(new Set(table).size).toBe(table.length);
  });
});
