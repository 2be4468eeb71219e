import { apiRequestHeaders } from '@showroom/contract/constants';
import ky from 'ky';
import type { z } from 'zod/mini';
import { ApiError } from '../errors/api-error.ts';
import { errorOutcome, isSuccessStatus } from '../errors/error-catalogue.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import { retryAfterSeconds } from '../errors/retry-after.ts';
import { logUnregisteredOrigin } from '../errors/unregistered-origin.ts';
import { session } from '../session/session.ts';
import { apiBaseUrl } from './api-config.ts';
import { applyErrorOutcome } from './apply-error-outcome.ts';

export type SearchParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface RequestOptions<S extends z.ZodMiniType> {
  /** Parses the JSON of a 200/201 response; a mismatch rejects with an `ApiError` of kind `contract`. */
  readonly schema: S;
  /** Query parameters; `null` and `undefined` values are left out. */
  readonly searchParams?: SearchParams;
  /** Extra headers, e.g. `Idempotency-Key` on payment calls. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** Skip the catalogue's toasts and Login redirect; state changes and the rejection remain. */
  readonly silent?: boolean;
}

export interface BodyRequestOptions<S extends z.ZodMiniType> extends RequestOptions<S> {
  /** A JSON payload, or `FormData` for multipart calls such as the lead form. */
  readonly body?: unknown;
}

/** Generous, because uploads and payments can be slow; the spec gives no request time-out. */
const TIMEOUT_MS = 60_000;

/** Spec §7: every request carries both bearer tokens and declares JSON and XHR. */
function requestHeaders(multipart: boolean, extra: Readonly<Record<string, string>> = {}): Headers {
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
async function answerOf<S extends z.ZodMiniType>(
  response: Response,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const body = await readBody(response);
  if (!isSuccessStatus(response.status)) {
    logUnregisteredOrigin(response);
    const outcome = errorOutcome(
      response.status,
      body,
      retryAfterSeconds(response.headers.get('Retry-After')),
    );
    applyErrorOutcome(outcome, { silent: options.silent ?? false });
    const fieldErrors = outcome.action === 'validation' ? outcome.fieldErrors : {};
    throw new ApiError({ kind: 'http', status: response.status, body, fieldErrors });
  }
  fieldErrors.clear();
  const parsed = options.schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError({ kind: 'contract', status: response.status, body, cause: parsed.error });
  return parsed.data;
}

async function request<S extends z.ZodMiniType>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options: BodyRequestOptions<S>,
): Promise<z.output<S>> {
  const multipart = options.body instanceof FormData;
  fieldErrors.clear();
  let response: Response;
  try {
    response = await ky(`${apiBaseUrl()}/${path.replace(/^\/+/, '')}`, {
      method,
      headers: requestHeaders(multipart, options.headers),
      searchParams: toSearchParams(options.searchParams),
      ...(multipart ? { body: options.body as FormData } : { json: options.body }),
      signal: options.signal ?? null,
      timeout: TIMEOUT_MS,
      // The catalogue decides what a status means, and repeating a failed call is the caller's choice.
      throwHttpErrors: false,
      retry: 0,
    });
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
export interface UploadOptions<S extends z.ZodMiniType> extends RequestOptions<S> {
  readonly body: FormData;
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  readonly onProgress: (sent: number) => void;
}

/**
 * A multipart POST whose progress the browser reports: `XMLHttpRequest`'s upload events, because a
 * fetch reports none (its streamed request bodies need HTTP/2). Answered as every other call.
 */
async function upload<S extends z.ZodMiniType>(
  path: string,
  options: UploadOptions<S>,
): Promise<z.output<S>> {
  fieldErrors.clear();
  const url = new URL(`${apiBaseUrl()}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of toSearchParams(options.searchParams)) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.timeout = TIMEOUT_MS;
      requestHeaders(true, options.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve(xhrResponse(xhr));
      xhr.onerror = () => reject(new Error('the upload failed'));
      xhr.ontimeout = () => reject(new Error('the upload timed out'));
      xhr.onabort = () => reject(new Error('the upload was aborted'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(options.body);
    });
  } catch (cause) {
    if (!options.signal?.aborted) console.warn(`[showroom] POST ${path} failed`, cause);
    throw new ApiError({ kind: 'network', status: 0, body: null, cause });
  }
  options.onProgress(1);
  return answerOf(response, options);
}

/** An XHR's answer as a fetch `Response`, so one function reads both. */
function xhrResponse(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  // A 204 or 304 may not carry a body in a Response.
  const body = xhr.status === 204 || xhr.status === 304 ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, headers });
}

export const api = {
  /** A multipart upload with progress (a product photo); as `post` otherwise. */
  upload,
  get: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('get', path, options),
  post: <S extends z.ZodMiniType>(path: string, options: BodyRequestOptions<S>) =>
    request('post', path, options),
  put: <S extends z.ZodMiniType>(path: string, options: BodyRequestOptions<S>) =>
    request('put', path, options),
  delete: <S extends z.ZodMiniType>(path: string, options: BodyRequestOptions<S>) =>
    request('delete', path, options),
};
