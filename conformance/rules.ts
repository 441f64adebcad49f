// The rules an answer is held to: its schema in the OpenAPI document, the error shape, the wire formats of
// money and time (contract/common.ts), and the paging rules of a Page.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { OpenApiDocument } from '../backend/src/openapi/document';
import type { Answer } from './client';

type Json = Record<string, unknown>;

/** Validates JSON values against schemas of one document (its `#/components/...` references resolve). */
export class SchemaRules {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components });
  }

  /** Problems of `value` against `schema`, at most three, as `path: message`. */
  problems(schema: Json, value: unknown): string[] {
    const key = JSON.stringify(schema);
    let validate = this.cache.get(key);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(key.replace(/"#\/components\//g, '"openapi.json#/components/')) as Json);
      this.cache.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? [])
      .slice(0, 3)
      .map(
        (e) =>
          `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
      );
  }
}

const CODE = /^[A-Z][A-Z0-9_]*$/;

/** Why an answer is not an ApiErrorBody of the expected status, or null when it is. */
export function errorShapeProblem(answer: Answer, expectedStatus: number | number[]): string | null {
  const statuses = [expectedStatus].flat();
  if (answer.status === 0) return `unreachable: ${answer.text}`;
  if (!statuses.includes(answer.status))
    return `status ${answer.status}, expected ${statuses.join(' or ')}${codeOf(answer) ? ` (${codeOf(answer)})` : ''}`;
  const body = answer.body as Json | undefined;
  if (!body || typeof body !== 'object') return `not a JSON error body: ${answer.text.slice(0, 80)}`;
  if (typeof body.code !== 'string' || !CODE.test(body.code))
    return `code ${JSON.stringify(body.code)} is not UPPER_SNAKE_CASE`;
  if (typeof body.message !== 'string' || !body.message) return 'message missing';
  if (body.detail !== undefined && typeof body.detail !== 'string') return 'detail is not a string';
  if (body.fields !== undefined) {
    if (typeof body.fields !== 'object' || body.fields === null) return 'fields is not an object';
    for (const [name, reason] of Object.entries(body.fields))
      if (typeof reason !== 'string') return `fields.${name} is not a string`;
  }
  return null;
}

export const codeOf = (answer: Answer): string | undefined =>
  typeof (answer.body as Json | undefined)?.code === 'string' ? ((answer.body as Json).code as string) : undefined;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const TIME_KEY = /(At|Until|Deadline)$/;
const MONEY_KEY = /^(amount|balance|frozen|available|balanceAfter|totalAmount|price|fee)$|(Amount|Fee|Price|Cny)$/;

/** Times must be ISO 8601 in UTC and money in CNY at most two decimals: the first few offenders, by path. */
export function formatProblems(value: unknown, path = ''): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, at: string) => {
    if (problems.length >= 3) return;
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`));
    if (node === null || typeof node !== 'object') return;
    for (const [key, inner] of Object.entries(node as Json)) {
      const here = `${at}/${key}`;
      if (TIME_KEY.test(key) && typeof inner === 'string' && !ISO_UTC.test(inner))
        problems.push(`${here} ${JSON.stringify(inner)} is not an ISO 8601 UTC time`);
      if (MONEY_KEY.test(key) && typeof inner === 'number' && Math.abs(inner * 100 - Math.round(inner * 100)) > 1e-6) {
        problems.push(`${here} ${inner} has more than two decimals`);
      }
      visit(inner, here);
    }
  };
  visit(value, path);
  return problems;
}

export interface PageLike {
  items: unknown[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const isPage = (value: unknown): value is PageLike =>
  !!value &&
  typeof value === 'object' &&
  Array.isArray((value as Json).items) &&
  typeof (value as Json).total === 'number';

/** A page answered for `pageNo`/`pageSize`: no more items than asked, the numbers it was asked for, a total that fits. */
export function pageProblem(page: PageLike, pageNo: number, pageSize: number): string | null {
  if (page.items.length > pageSize) return `${page.items.length} items for pageSize ${pageSize}`;
  if (page.pageNo !== pageNo) return `pageNo ${page.pageNo}, asked for ${pageNo}`;
  if (page.pageSize !== pageSize) return `pageSize ${page.pageSize}, asked for ${pageSize}`;
  if (!Number.isInteger(page.total) || page.total < 0) return `total ${page.total} is not a count`;
  const before = (pageNo - 1) * pageSize;
  const expected = Math.max(0, Math.min(pageSize, page.total - before));
  if (page.items.length !== expected)
    return `${page.items.length} items on page ${pageNo} of ${page.total} at ${pageSize} a page, expected ${expected}`;
  return null;
}
