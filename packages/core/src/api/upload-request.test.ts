import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '../errors/api-error.ts';
import { configureApi } from './api-config.ts';
import { upload } from './upload-request.ts';

/** A browser's XMLHttpRequest as far as an upload uses it: progress events, then an answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer = { status: 201, body: '{"data":[1]}' };
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  open(_method: string, url: URL) {
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {}
  send() {
    FakeXhr.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    queueMicrotask(() => this.onload?.());
  }
}

const schema = z.object({ data: z.array(z.int()) });

afterEach(() => configureApi({ baseUrl: '/api' }));

describe('upload', () => {
  it('reports the share sent, then parses the answer like any call', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureApi({ baseUrl: 'https://platform.example/api' });
    FakeXhr.answer = { status: 201, body: '{"data":[1]}' };
    const progress: number[] = [];
    const answer = await upload('vendor/products/4/photos', {
      schema,
      body: new FormData(),
      onProgress: (sent) => progress.push(sent),
    });
    expect(answer).toEqual({ data: [1] });
    expect(progress).toEqual([0.25, 1]);
    expect(FakeXhr.last?.url).toBe('https://platform.example/api/vendor/products/4/photos');
    // The browser sets the multipart boundary itself.
    expect(Object.keys(FakeXhr.last?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain(
      'content-type',
    );
  });

  it('rejects a refusal with its field errors, as the form shows them', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 422, body: '{"message":"Bad","errors":{"file":["Too small."]}}' };
    const refusal = upload('x', { schema, body: new FormData(), onProgress: () => undefined, silent: true });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 422, fieldErrors: { file: ['Too small.'] } });
  });
});
