// Errors are values with a kind: every service returns a Result instead of throwing, so a page decides which
// failures are fatal and one function (utils/errorText.ts) turns an error into the text a shopper reads.
import type { AxiosError, AxiosResponse } from 'axios';
import type { ApiErrorBody } from '@/contract';

export interface AppError {
  kind: 'network' | 'timeout' | 'http' | 'validation';
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** API error code (UPPER_SNAKE_CASE), or NETWORK_ERROR / TIMEOUT / HTTP_<status> when the body had none. */
  code: string;
  message: string;
  detail?: string;
  fields?: Record<string, string>;
  /** True when the same request may succeed later (network trouble, timeouts, 5xx, 429). */
  retryable: boolean;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError };

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function fail<T = never>(error: AppError): Result<T> {
  return { ok: false, error };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

// axios' own test, without loading axios (services/http.ts loads it on the first request).
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Any thrown value (axios error or not) as an AppError. */
export function toAppError(error: unknown): AppError {
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      return {
        kind: timedOut ? 'timeout' : 'network',
        status: null,
        code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: error.message,
        retryable: true,
      };
    }
    const status = response.status;
    const body = isErrorBody(response.data) ? response.data : null;
    const fields = body?.fields && Object.keys(body.fields).length > 0 ? body.fields : undefined;
    return {
      kind: fields || status === 422 ? 'validation' : 'http',
      status,
      code: body?.code ?? `HTTP_${status}`,
      message: body?.message ?? error.message,
      ...(body?.detail ? { detail: body.detail } : {}),
      ...(fields ? { fields } : {}),
      retryable: status >= 500 || status === 429,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'network', status: null, code: 'UNKNOWN_ERROR', message, retryable: false };
}

/** Await an axios call and return its body as a Result; never throws. */
export async function call<T>(request: Promise<AxiosResponse<T>>): Promise<Result<T>> {
  try {
    const response = await request;
    return { ok: true, data: response.data };
  } catch (error) {
    return { ok: false, error: toAppError(error) };
  }
}

export function mapResult<T, U>(result: Result<T>, fn: (data: T) => U): Result<U> {
  return result.ok ? { ok: true, data: fn(result.data) } : result;
}
