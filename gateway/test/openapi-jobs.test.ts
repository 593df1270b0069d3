import { describe, expect, it } from 'vitest';
import { routeTable } from '@rugby/contracts';
import { buildOpenApiDocument } from '../src/openapi.ts';

/** The OpenAPI document of the generation routes that may run as jobs (issue 17): the 202, the Prefer header, the route to follow. */
describe('OpenAPI: generations as jobs', () => {
  const doc = buildOpenApiDocument(routeTable) as unknown as { paths: Record<string, Record<string, any>> };

  it.each(['/api/ai/generate-elite-program', '/api/ai/customize-program', '/api/coach/generate-training', '/api/coach/generate-position-training'])(
    '%s documents its 202 answer (Location to follow) and the Prefer header that asks for it',
    (path) => {
      const op = doc.paths[path]!.post;
      expect(op.responses['200']).toBeDefined();
      expect(op.responses['202'].headers.Location).toBeDefined();
      expect(op.responses['202'].content['application/json'].schema).toMatchObject({
        properties: { generationId: { type: 'string' }, status: { const: 'running' } },
        required: ['generationId', 'status'],
      });
      expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Prefer', in: 'header', required: false }));
    },
  );

  it('lists GET /api/ai/generations/{id} with the id as a UUID, and no 202 or Prefer for routes that cannot run as jobs', () => {
    const get = doc.paths['/api/ai/generations/{id}']!.get;
    expect(get.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ format: 'uuid' }) }),
    );
    expect(get.responses['200'].content['application/json'].schema.properties.status.enum).toEqual(['running', 'done', 'failed']);
    const approve = doc.paths['/api/ai/approve-program']!.post;
    expect(approve.responses['202']).toBeUndefined();
    expect(approve.parameters.some((p: { name: string }) => p.name === 'Prefer')).toBe(false);
  });
});
