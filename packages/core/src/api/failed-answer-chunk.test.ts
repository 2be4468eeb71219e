import { MESSAGES } from '@showroom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '../errors/api-error.ts';
import { notify } from '../notify/notify.ts';
import { api } from './api-client.ts';
import { configureApi } from './api-config.ts';
import { failedAnswerChunk } from './failed-answer-chunk.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a failed answer without its catalogue chunk', () => {
  it('still rejects as an ApiError of its status, with the general message', async () => {
    configureApi({ baseUrl: 'https://platform.test/api/' });
    notify.store.setState({ toasts: [] });
    // The catalogue's chunk cannot be downloaded (the network dropped after the answer, or a
    // release replaced the file).
    vi.spyOn(failedAnswerChunk, 'load').mockRejectedValue(new Error('Loading chunk failed'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Not yours.' }), { status: 403 })),
    );
    const error = await api.get('x', { schema: z.object({}) }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(notify.store.getState().toasts.map(({ message }) => message)).toEqual([
      MESSAGES.serverErrorFallback,
    ]);
  });
});
