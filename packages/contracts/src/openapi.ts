import { z } from 'zod';
import { API_CATALOG, type Endpoint } from './catalog';
import { errorBodySchema } from './common';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const ERRORS: Record<string, string> = {
  '400': 'Invalid input (message and zod issues)',
  '401': 'Not signed in',
  '403': 'Not allowed (plan limit, premium, admin)',
  '404': "Not found, or another user's record",
  '409': 'Conflicts with the current state (e.g. already a member, team full)',
  '429': 'Rate limited (Retry-After says when to try again)',
};

/** OpenAPI 3.1 document for the /api contract, generated from the zod schemas. */
export function buildOpenApi(catalog: Endpoint[] = API_CATALOG) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of catalog) {
    const parameters: unknown[] = [];
    for (const [, name] of e.path.matchAll(/\{(\w+)\}/g))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    if (e.query) {
      const q = jsonSchema(e.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {}))
        parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema });
    }
    const error = { content: { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } } };
    paths[e.path] ??= {};
    paths[e.path][e.method] = {
      summary: e.summary,
      tags: [e.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(e.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } } }
        : {}),
      responses: {
        [String(e.status ?? 200)]: {
          description: 'Success',
          ...(e.response ? { content: { 'application/json': { schema: jsonSchema(e.response, 'output') } } } : {}),
        },
        ...Object.fromEntries(Object.entries(ERRORS).map(([code, description]) => [code, { description, ...error }])),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Founder Journal API',
      version: '1.0.0',
      description:
        'Calls from the browser to the BFF, which authenticates the session cookie and routes to the owning service.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fj.sid' } } },
    security: [{ session: [] }],
    paths,
  };
}
