import { payFrameMessage, type TokenizeResult } from '@showroom/contract/payments';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stands in for the card frame's window inside a rendered `<CardFrame>`: it becomes ready, can
 * report a change, answers tokenize requests with `result`, and records what the page posts.
 */
export function fakeCardFrame(result: TokenizeResult | null = null) {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Card details"]');
  if (!iframe) throw new Error('No card frame on the page');
  const origin = new URL(iframe.src).origin;
  const frameWindow = {
    postMessage: vi.fn((message: { type: string; id?: string }) => {
      if (message.type === 'tokenize' && result) {
        queueMicrotask(() => send(payFrameMessage({ type: 'tokenized', id: message.id ?? '', result })));
      }
    }),
  };
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });
  function send(data: unknown) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin, source: frameWindow as unknown as Window }),
      );
    });
  }
  send(payFrameMessage({ type: 'ready', height: 276 }));
  return {
    /** What the page posted to the frame, in order. */
    posted: () => frameWindow.postMessage.mock.calls.map(([message]) => message),
    typed: (state: { empty: boolean; complete: boolean }) =>
      send(payFrameMessage({ type: 'change', brand: null, ...state })),
  };
}
