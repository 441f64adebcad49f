// The one error type routes throw, and the one place that turns any error into the wire shape
// `{ code, message, detail?, fields? }` (contract/common.ts ApiErrorBody).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../../contract';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly options: { detail?: string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get fields(): Record<string, string> | undefined {
    return this.options.fields;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.code, message: this.message };
    if (this.options.detail !== undefined) body.detail = this.options.detail;
    if (this.options.fields !== undefined) body.fields = this.options.fields;
    return body;
  }
}

/** 400 with the offending fields named: `validationError({ email: 'INVALID_EMAIL' })`. */
export function validationError(fields: Record<string, string>, message = 'Some fields are invalid'): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, { fields });
}
export const badRequest = (code: string, message: string, detail?: string) =>
  new AppError(400, code, message, { detail });
export const unauthorized = (message = 'Login required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (code = 'FORBIDDEN', message = 'Not allowed') => new AppError(403, code, message);
export const notFound = (code = 'NOT_FOUND', message = 'Not found') => new AppError(404, code, message);
export const conflict = (code: string, message: string, detail?: string) =>
  new AppError(409, code, message, { detail });
export function tooManyRequests(retryAfterSeconds: number, message = 'Too many requests, try again later'): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'TOO_MANY_REQUESTS', message, {
    detail: `Retry in ${seconds} s`,
    fields: { retryAfter: String(seconds) },
    headers: { 'retry-after': String(seconds) },
  });
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Invalid content length' },
};

/** Fastify schema-validation errors (`schema: { body: ... }`) → fields keyed by the property path. */
function fieldsFromFastifyValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const params = v.params as Record<string, unknown>;
    const missing = typeof params.missingProperty === 'string' ? params.missingProperty : null;
    const pathKey = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const key = missing ? (pathKey ? `${pathKey}.${missing}` : missing) : pathKey || error.validationContext || 'body';
    fields[key] = missing ? 'REQUIRED' : `INVALID_${String(v.keyword).toUpperCase()}`;
  }
  return fields;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
      return reply.status(error.status).send(error.toBody());
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid',
        fields: fieldsFromFastifyValidation(fe),
      });
    }
    const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
    if (known) return reply.status(known.status).send({ code: known.code, message: known.message });
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ code: 'BAD_REQUEST', message: fe.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
