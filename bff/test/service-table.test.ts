import { API_CATALOG, buildOpenApi } from '@fj/contracts';
import { serviceFor } from '../src/service-table';

describe('route table', () => {
  // That the table agrees with the catalogue and the mounted routes: route-registry.test.ts.
  it('matches whole path segments, longest prefix first', () => {
    expect(serviceFor('/api/businesses/abc')).toBe('core');
    expect(serviceFor('/api/admin/bootstrap')).toBe('payments');
    expect(serviceFor('/api/admin/messages')).toBe('core');
    expect(serviceFor('/api/settingsx')).toBeUndefined();
    expect(serviceFor('/api/unknown')).toBeUndefined();
  });
});

describe('OpenAPI document', () => {
  it('describes every catalogued endpoint with its schemas', () => {
    const doc = buildOpenApi();
    expect(doc.openapi).toBe('3.1.0');
    const post = doc.paths['/api/businesses'].post as any;
    expect(post.requestBody.content['application/json'].schema.properties.color.enum).toContain('indigo');
    expect(post.responses['201']).toBeDefined();
    expect((doc.paths['/api/business-metrics'].get as any).parameters[0]).toMatchObject({
      name: 'businessId',
      in: 'query',
      required: true,
    });
    expect(Object.keys(doc.paths).length).toBe(new Set(API_CATALOG.map((e) => e.path)).size);
  });
});
