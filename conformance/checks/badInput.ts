// Bad input gets a 400 with an error body naming what is wrong, never a 500 and never a success: a body with a
// field of the wrong type (or nothing where something is required), a body that is not JSON, a query value of
// the wrong type. Each such request is refused before it changes anything.
import { operationsOf, schemaOf } from '../../backend/src/openapi/document';
import contractSchemas from '../../backend/src/openapi/contract.schema.json';
import type { Operation } from '../../backend/src/openapi/operation';
import { callName, type Context } from '../context';
import type { Answer } from '../client';

type Json = Record<string, unknown>;

const resolve = (schema: Json): Json =>
  typeof schema.$ref === 'string'
    ? resolve((contractSchemas as Record<string, Json>)[schema.$ref.split('/').pop()!]!)
    : schema;

/** A value no schema of this type accepts. */
function wrongValueFor(schema: Json): unknown {
  const type = resolve(schema).type;
  if (type === 'number' || type === 'integer' || type === 'boolean' || type === 'array') return 'not-a-valid-value';
  return 12345;
}

/** A body that breaks the schema: the first required field missing when there is one, else of the wrong type. */
export function badBody(operation: Operation): Json | null {
  if (!operation.body) return null;
  const schema = resolve(schemaOf(operation.body));
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = (schema.required ?? []) as string[];
  if (required.length) return {};
  const first = Object.entries(properties)[0];
  return first ? { [first[0]]: wrongValueFor(first[1]) } : null;
}

/** A query with one value of the wrong type, for calls that read a number or an enum from the query. */
function badQuery(operation: Operation): Record<string, string> | null {
  if (!operation.query) return null;
  const schema =
    typeof operation.query === 'string'
      ? (contractSchemas as Record<string, Json>)[operation.query]!
      : schemaOf(operation.query);
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const resolved = resolve(property);
    if (resolved.type === 'number' || resolved.type === 'integer' || Array.isArray(resolved.enum))
      return { [name]: 'not-a-valid-value' };
  }
  return null;
}

async function expectRefused(
  ctx: Context,
  operation: Operation,
  check: string,
  send: () => Promise<Answer>,
): Promise<void> {
  ctx.expectError(operation, await send(), 400, check);
}

export async function checkBadInput(ctx: Context): Promise<void> {
  for (const operation of operationsOf('storefront')) {
    if (operation.bodyType === 'multipart' || operation.response === 'html') continue;
    const needsSession = operation.access === 'session';
    const name = callName(operation);
    const params = operation.path.includes(':') ? ['conformance-unknown'] : [];
    const body = badBody(operation);
    const query = badQuery(operation);
    if (!body && !query) continue;
    if (needsSession && !ctx.token) {
      ctx.record(name, 'bad input refused', 'skip', 'needs a test account (--email, --password)');
      continue;
    }
    // A call on an object (an id in the path) may answer 404 for the unknown object before reading the input.
    if (params.length) continue;
    const token = ctx.token;
    if (body) {
      await expectRefused(ctx, operation, 'wrong body refused', () => ctx.call(operation, params, { body, token }));
      await expectRefused(ctx, operation, 'broken JSON refused', () =>
        ctx.call(operation, params, { body: '{"broken', token }),
      );
    }
    if (query)
      await expectRefused(ctx, operation, 'wrong query refused', () =>
        ctx.call(operation, params, {
          query,
          token,
          body: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : (body ?? {}),
        }),
      );
  }
}
