import { apiRequestHeaders, MESSAGES } from '@showroom/contract';
import type { z } from 'zod/mini';
import { ApiError } from '../errors/api-error.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import { isSuccessStatus } from '../errors/success-status.ts';
import { notify } from '../notify/notify.ts';
import { session } from '../session/session.ts';
import { apiBaseUrl } from './api-config.ts';
import type { SessionScope } from './apply-error-outcome.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { failedAnswerChunk } from './failed-answer-chunk.ts';

export type SearchParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface RequestOptions<S extends z.ZodMiniType> {
  /**
   * Parses the JSON of a 200/201 response; a mismatch rejects with an `ApiError` of kind `contract`. A
   * promise of it arrives while the request travels: an element's early request whose schemas are in a
   * contract entry its first screen does not load (decision 0127).
   */
  readonly schema: S | PromiseLike<S>;
  /** Query parameters; `null` and `undefined` values are left out. */
  readonly searchParams?: SearchParams;
  /** Extra headers, e.g. `Idempotency-Key` on payment calls. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** Skip the catalogue's toasts and Login redirect; state changes and the rejection remain. */
  readonly silent?: boolean;
  /**
   * Which session a 401 ends: the platform's (the default: signed out, to Login), or AI design's, whose
   * token alone is removed (spec §8) while the page and the platform session stay (decision 0111).
   */
  readonly sessionScope?: SessionScope;
}

export interface BodyRequestOptions<S extends z.ZodMiniType> extends RequestOptions<S> {
  /** A JSON payload, or `FormData` for multipart calls such as the lead form. */
  readonly body?: unknown;
}

/** Generous, because uploads and payments can be slow; the spec gives no request time-out. */
export const API_TIMEOUT_MS = 60_000;

/** Spec §7: every request carries both bearer tokens and declares JSON and XHR. */
export function requestHeaders(multipart: boolean, extra: Readonly<Record<string, string>> = {}): Headers {
  const { token, aiToken } = session.store.getState();
  const headers = new Headers({ ...apiRequestHeaders(token, aiToken), ...extra });
  // A multipart body needs the browser's own Content-Type with its boundary.
  if (multipart) headers.delete('Content-Type');
  return headers;
}

function toSearchParams(params: SearchParams = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.set(name, String(value));
  }
  return search;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * What a response means, by the catalogue: the schema-parsed body of a 200/201, else an `ApiError`
 * after the toast, the field errors or the end of the session. Every call's answer, fetched or uploaded.
 */
export async function answerOf<S extends z.ZodMiniType>(
  response: Response,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const body = await readBody(response);
  if (!isSuccessStatus(response.status)) {
    const silent = options.silent ?? false;
    const fieldErrors = await failedAnswerChunk.load().then(
      ({ applyFailedAnswer }) =>
        applyFailedAnswer(response, body, { silent, scope: options.sessionScope ?? 'main' }),
      () => {
        // Its chunk did not come (the network dropped, or a release replaced it): the call still
        // fails as itself, and the visitor reads the general message.
        if (!silent) notify.error(MESSAGES.serverErrorFallback);
        return {};
      },
    );
    throw new ApiError({ kind: 'http', status: response.status, body, fieldErrors });
  }
  fieldErrors.clear();
  const parsed = (await options.schema).safeParse(body);
  if (!parsed.success)
    throw new ApiError({ kind: 'contract', status: response.status, body, cause: parsed.error });
  return parsed.data;
}

/**
 * One call, failed after `API_TIMEOUT_MS` or when the caller's `signal` aborts. The platform's fetch
 * with a `Request`, as ky made it: ky brought 3.9 KB (brotli) to every widget for this time-out and
 * the JSON body alone, its retries, hooks and HTTP errors being switched off here (decision 0120).
 */
async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer in ${API_TIMEOUT_MS} ms`, 'TimeoutError')),
    API_TIMEOUT_MS,
  );
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) abort();
  try {
    return await fetch(new Request(url, { ...init, signal: controller.signal }));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

async function request<S extends z.ZodMiniType>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options: BodyRequestOptions<S>,
): Promise<z.output<S>> {
  const multipart = options.body instanceof FormData;
  fieldErrors.clear();
  const search = toSearchParams(options.searchParams).toString();
  const url = `${apiBaseUrl()}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  // embed.js may have asked this already, while this code was on its way (decision 0128).
  const early = method === 'get' ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    // The catalogue decides what a status means, and repeating a failed call is the caller's choice.
    // No await without an early answer: the request leaves in this task, as it always did.
    response =
      (early && (await early)) ??
      (await send(
        url,
        {
          method: method.toUpperCase(),
          headers: requestHeaders(multipart, options.headers),
          ...(multipart
            ? { body: options.body as FormData }
            : options.body === undefined
              ? {}
              : { body: JSON.stringify(options.body) }),
        },
        options.signal,
      ));
  } catch (cause) {
    // Spec §8 "other failed requests": logged only, no toast.
    if (!options.signal?.aborted) console.warn(`[showroom] ${method.toUpperCase()} ${path} failed`, cause);
    throw new ApiError({ kind: 'network', status: 0, body: null, cause });
  }

  return answerOf(response, options);
}

/**
 * The API client of spec §7 and §8. Every call resolves with the schema-parsed body of a 200 or
 * 201 response and otherwise rejects with an `ApiError`, after the error catalogue has shown
 * its toast, mirrored field errors into the shared store or ended the session. A 422's field
 * errors travel on the rejection (`ApiError.fieldErrors`) for the form that sent the call.
 */
export const api = {
  get: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('get', path, options),
  post: <S extends z.ZodMiniType>(path: string, options: BodyRequestOptions<S>) =>
    request('post', path, options),
  put: <S extends z.ZodMiniType>(path: string, options: BodyRequestOptions<S>) =>
    request('put', path, options),
  delete: <S extends z.ZodMiniType>(path: string, options: BodyRequestOptions<S>) =>
    request('delete', path, options),
};
