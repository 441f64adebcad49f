// The OpenAPI 3.1 documents, built from the operation lists: every schema comes from the contract's generated
// JSON Schema or from a route's own zod schema (z.toJSONSchema), never written here.
import { z } from 'zod';
import contractSchemas from './contract.schema.json';
import type { Access, Operation, SchemaSource } from './operation';
import { operatorOperations, storefrontOperations } from './operations';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, JsonSchema>> };

export type Surface = 'storefront' | 'operator';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A zod schema as the caller sends it (`io: 'input'`: before defaults and transforms). */
function fromZod(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

export function schemaOf(source: SchemaSource): JsonSchema {
  if (typeof source === 'string') return ref(source);
  if ('listOf' in source && typeof source.listOf === 'string') return { type: 'array', items: ref(source.listOf) };
  if ('pageOf' in source && typeof source.pageOf === 'string') {
    return {
      type: 'object',
      properties: {
        items: { type: 'array', items: ref(source.pageOf) },
        total: { type: 'number' },
        pageNo: { type: 'number' },
        pageSize: { type: 'number' },
      },
      required: ['items', 'total', 'pageNo', 'pageSize'],
    };
  }
  return fromZod(source as z.ZodType);
}

/** The properties of a query's object schema (a contract type is looked up; a zod one converted). */
function queryProperties(source: SchemaSource): { properties: Record<string, JsonSchema>; required: string[] } {
  const schema = typeof source === 'string' ? (contractSchemas[source] as JsonSchema) : schemaOf(source);
  return {
    properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
    required: (schema.required ?? []) as string[],
  };
}

export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** Codes any call can answer, by what the call needs: input to validate, a session or token, a tenant. */
export function errorsOf(operation: Operation): Array<[number, string]> {
  const errors: Array<[number, string]> = [];
  if (operation.query || operation.body || pathParams(operation.path).length) errors.push([400, 'VALIDATION_FAILED']);
  if (operation.body && (operation.bodyType ?? 'json') === 'json') errors.push([400, 'INVALID_JSON']);
  if (operation.access !== 'public') errors.push([401, 'UNAUTHORIZED']);
  if (operation.tenant !== false) errors.push([404, 'TENANT_NOT_FOUND']);
  errors.push(...(operation.errors ?? []));
  errors.push([500, 'INTERNAL_ERROR']);
  return errors;
}

const SECURITY: Record<Access, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  session: [{ session: [] }],
  operator: [{ operatorToken: [] }],
};

function successResponse(operation: Operation): [string, JsonSchema] {
  const status = String(operation.status ?? (operation.response === null ? 204 : 200));
  if (operation.response === null) return [status, { description: 'Done, no content' }];
  if (operation.response === 'html')
    return [status, { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } }];
  if (operation.response === 'event-stream') {
    return [
      status,
      {
        description: 'Server-sent events: `event: change` with a LiveEvent as data, `event: ready` once caught up',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    ];
  }
  if (operation.response === 'image') {
    return [
      status,
      { description: 'The image', content: { 'image/*': { schema: { type: 'string', contentEncoding: 'binary' } } } },
    ];
  }
  return [
    status,
    { description: 'Success', content: { 'application/json': { schema: schemaOf(operation.response) } } },
  ];
}

function errorResponses(operation: Operation): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>();
  for (const [status, code] of errorsOf(operation))
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), code])]);
  const responses: Record<string, JsonSchema> = {};
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const fieldNote =
      status === 400 && operation.fieldCodes?.length ? `; field codes: ${operation.fieldCodes.join(', ')}` : '';
    responses[String(status)] = {
      description: `Error codes: ${codes.join(', ')}${fieldNote}`,
      content: {
        'application/json': {
          schema: ref('ApiErrorBody'),
          examples: Object.fromEntries(codes.map((code) => [code, { value: { code, message: '…' } }])),
        },
      },
      'x-error-codes': codes,
    };
  }
  return responses;
}

function operationObject(operation: Operation): JsonSchema {
  const parameters: JsonSchema[] = pathParams(operation.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', maxLength: 64 },
  }));
  if (operation.query) {
    const { properties, required } = queryProperties(operation.query);
    for (const [name, schema] of Object.entries(properties))
      parameters.push({ name, in: 'query', required: required.includes(name), schema });
  }
  if (operation.tenant !== false) parameters.push({ $ref: '#/components/parameters/TenantDomain' });
  const object: JsonSchema = {
    operationId: `${operation.method.toLowerCase()}${openApiPath(operation.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [operation.tag],
    summary: operation.summary,
    parameters,
    responses: Object.fromEntries([successResponse(operation), ...Object.entries(errorResponses(operation))]),
  };
  if (operation.internal) object['x-storefront-calls'] = false;
  if (operation.requires) object['x-requires-setting'] = operation.requires;
  const security = SECURITY[operation.access];
  if (security) object.security = security;
  if (operation.bodyType === 'multipart') {
    object.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            description: 'The fields of an UploadToken, then `file`',
            properties: { file: { type: 'string', contentEncoding: 'binary' } },
          },
        },
      },
    };
  } else if (operation.bodyType === 'image') {
    const binary = { schema: { type: 'string', contentEncoding: 'binary' } };
    object.requestBody = { required: true, content: { 'image/jpeg': binary, 'image/png': binary } };
  } else if (operation.body) {
    const media: JsonSchema = { schema: schemaOf(operation.body) };
    if (operation.example !== undefined) media.example = operation.example;
    object.requestBody = { required: true, content: { 'application/json': media } };
  }
  return object;
}

const INFO: Record<Surface, { title: string; description: string }> = {
  storefront: {
    title: 'Proxy storefront API',
    description:
      "What the storefront calls on its backend (API_URL). The tenant is the request's host, or X-Tenant-Domain when the storefront forwards. Money is CNY with two decimals unless a field says otherwise; times are ISO 8601 in UTC; lists are pages (items, total, pageNo, pageSize); every failure is an ApiErrorBody with an UPPER_SNAKE_CASE code.",
  },
  operator: {
    title: 'Proxy storefront operator API',
    description:
      'Operator calls, served on their own port that the storefront never forwards to. Every call needs X-Operator-Token.',
  },
};

function build(surface: Surface): OpenApiDocument {
  const operations = surface === 'storefront' ? storefrontOperations : operatorOperations;
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { ...INFO[surface], version: '1' },
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: contractSchemas,
      parameters: {
        TenantDomain: {
          name: 'X-Tenant-Domain',
          in: 'header',
          required: false,
          description: "The shop's host when the caller is not on it (the storefront's proxy sends it)",
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'accessToken of POST /front/user/login or /front/user/signup',
        },
        operatorToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Operator-Token',
          description: 'OPERATOR_TOKEN of the API',
        },
      },
    },
  };
}

const built = new Map<Surface, OpenApiDocument>();

/** The document of one surface, built once per process. */
export function openApiDocument(surface: Surface): OpenApiDocument {
  let document = built.get(surface);
  if (!document) built.set(surface, (document = build(surface)));
  return document;
}

export function operationsOf(surface: Surface): Operation[] {
  return surface === 'storefront' ? storefrontOperations : operatorOperations;
}
