// What every check works with: the two clients, the documents and their rules, the results so far.
import {
  errorsOf,
  openApiDocument,
  openApiPath,
  type OpenApiDocument,
  type Surface,
} from '../backend/src/openapi/document';
import type { Operation } from '../backend/src/openapi/operation';
import { type Answer, type CallOptions, Client } from './client';
import { codeOf, errorShapeProblem, formatProblems, SchemaRules } from './rules';
import type { CheckResult, ConformanceOptions, Outcome } from './types';

export const callName = (operation: Pick<Operation, 'method' | 'path'>): string =>
  `${operation.method} ${operation.path}`;

export class Context {
  readonly results: CheckResult[] = [];
  readonly client: Client;
  readonly operatorClient: Client;
  private readonly documents: Record<Surface, OpenApiDocument>;
  private readonly rules: Record<Surface, SchemaRules>;
  /** The test account's session, once logged in. */
  token?: string;

  constructor(readonly options: ConformanceOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    this.client = new Client(options.apiUrl, options.tenant, timeout);
    this.operatorClient = new Client(options.operatorUrl ?? options.apiUrl, undefined, timeout);
    this.documents = { storefront: openApiDocument('storefront'), operator: openApiDocument('operator') };
    this.rules = {
      storefront: new SchemaRules(this.documents.storefront),
      operator: new SchemaRules(this.documents.operator),
    };
  }

  record(call: string, check: string, outcome: Outcome, reason: string): void {
    this.results.push({ call, check, outcome, reason });
  }

  /** Calls an operation, path parameters filled in order from `params`. */
  call(operation: Operation, params: string[] = [], options: CallOptions = {}): Promise<Answer> {
    let i = 0;
    const path = operation.path.replace(/:(\w+)/g, () => encodeURIComponent(params[i++] ?? 'unknown'));
    const client = operation.access === 'operator' ? this.operatorClient : this.client;
    return client.call(operation.method, path, options);
  }

  /**
   * Records whether a refusal is right: the status, the error body, and a code the document lists for this call
   * and status (a code a shopper's page cannot know cannot be translated for them).
   */
  expectError(operation: Operation, answer: Answer, status: number, check: string): void {
    const name = callName(operation);
    const problem = errorShapeProblem(answer, status);
    if (problem) return this.record(name, check, 'fail', problem);
    const code = codeOf(answer)!;
    const documented = errorsOf(operation)
      .filter(([s]) => s === status)
      .map(([, c]) => c);
    if (!documented.includes(code))
      return this.record(
        name,
        check,
        'fail',
        `${status} ${code}, not a code documented for ${status} (${documented.join(', ') || 'none'})`,
      );
    this.record(name, check, 'pass', `${status} ${code}`);
  }

  /** The JSON schema of an operation's success answer, or undefined when it answers no JSON. */
  successSchema(surface: Surface, operation: Operation): Record<string, unknown> | undefined {
    const object = this.documents[surface].paths[openApiPath(operation.path)]?.[operation.method.toLowerCase()] as
      { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> } | undefined;
    const status = String(operation.status ?? (operation.response === null ? 204 : 200));
    return object?.responses[status]?.content?.['application/json']?.schema;
  }

  /**
   * Records whether a success answer is right: the status, the schema, the formats. Returns the body when it
   * passed, so that a flow can go on with it.
   */
  expectSuccess(surface: Surface, operation: Operation, answer: Answer, check = 'answer matches schema'): unknown {
    const name = callName(operation);
    const status = operation.status ?? (operation.response === null ? 204 : 200);
    // A read may find nothing to show (a tenant without an about-us article): a 404 or 409 with a code the
    // document lists for the call is an answer of the contract, not a failure.
    const code = codeOf(answer);
    const refusal = errorsOf(operation).some(
      ([s, c]) => s === answer.status && c === code && s !== 400 && s !== 401 && s < 500,
    );
    if (operation.method === 'GET' && refusal && !errorShapeProblem(answer, answer.status)) {
      this.record(name, check, 'pass', `${answer.status} ${code}, a documented answer`);
      return undefined;
    }
    if (answer.status !== status) {
      this.record(
        name,
        check,
        'fail',
        answer.status === 0
          ? `unreachable: ${answer.text}`
          : `status ${answer.status}${code ? ` ${code}` : ''}, expected ${status}`,
      );
      return undefined;
    }
    const schema = this.successSchema(surface, operation);
    if (!schema) {
      this.record(name, check, 'pass', `status ${status}`);
      return answer.body;
    }
    const problems = [...this.rules[surface].problems(schema, answer.body), ...formatProblems(answer.body)];
    if (problems.length) {
      this.record(name, check, 'fail', problems.join('; '));
      return undefined;
    }
    this.record(name, check, 'pass', `status ${status}, valid`);
    return answer.body;
  }
}
