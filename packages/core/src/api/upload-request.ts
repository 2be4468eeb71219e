// By name, as every entry on top of core: one session, one error store and one API base per page.
import {
  API_TIMEOUT_MS,
  ApiError,
  apiAnswer,
  apiBaseUrl,
  apiHeaders,
  fieldErrors,
  type RequestOptions,
} from '@showroom/core';
import type { z } from 'zod/mini';

export interface UploadOptions<S extends z.ZodMiniType> extends RequestOptions<S> {
  readonly body: FormData;
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  readonly onProgress: (sent: number) => void;
}

/**
 * A multipart POST whose progress the browser reports: `XMLHttpRequest`'s upload events, because a
 * fetch reports none (its streamed request bodies need HTTP/2). Answered as every other call.
 */
export async function upload<S extends z.ZodMiniType>(
  path: string,
  options: UploadOptions<S>,
): Promise<z.output<S>> {
  fieldErrors.clear();
  const url = new URL(`${apiBaseUrl()}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(options.searchParams ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
  }
  let response: Response;
  try {
    response = await new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.timeout = API_TIMEOUT_MS;
      apiHeaders(true, options.headers).forEach((value, name) => {
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
  return apiAnswer(response, options);
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
