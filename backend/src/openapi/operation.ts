// One documented call of the API: what the OpenAPI documents and the conformance suite know about a route.
// Schemas are never written here: a request or response names a contract type (checked against the generated
// contract.schema.json, so a wrong name is a type error) or hands over the route's own zod schema.
import type { z } from 'zod';
import type contractSchemas from './contract.schema.json';

export type ContractType = keyof typeof contractSchemas;

/** A body or answer: a contract type, a list of one, a `Page<T>` of one, or the route's zod schema. */
export type SchemaSource = ContractType | { listOf: ContractType } | { pageOf: ContractType } | z.ZodType;

/** Who may call: anyone on a tenant's host, a logged-in shopper (Bearer session token), or the operator. */
export type Access = 'public' | 'session' | 'operator';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's path, `:id` for a parameter; the documents write it `{id}`. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /** False for the calls that answer without a tenant (health, files, the upload endpoint, pay pages). */
  tenant?: boolean;
  query?: SchemaSource;
  body?: SchemaSource;
  /** `multipart` for the upload form, `image` for a JPEG or PNG as the raw body; JSON otherwise. */
  bodyType?: 'json' | 'multipart' | 'image';
  /** The success answer; `null` for 204 No Content; `html`, `image` or `event-stream` for what is not JSON. */
  response: SchemaSource | null | 'html' | 'image' | 'event-stream';
  /** Status of the success answer when not 200 (201 for the upload endpoint's store). */
  status?: number;
  /** Error codes the route itself raises, beyond those every call can answer (see errorsOf in document.ts). */
  errors?: Array<[status: number, code: string]>;
  /** Field codes of a 400 VALIDATION_FAILED beyond the generic ones (REQUIRED, TOO_LONG, INVALID_FORMAT…). */
  fieldCodes?: string[];
  /** An example request body (a valid one: the conformance suite does not send it, the documents show it). */
  example?: unknown;
  /** Not called by the storefront (the operator's pages, machine endpoints): documented all the same. */
  internal?: boolean;
  /** The API setting without which the route is not registered (a 404 then), e.g. the demo's simulated pay page. */
  requires?: 'SIMULATED_PAYMENTS';
}

export const op = (operation: Operation): Operation => operation;
