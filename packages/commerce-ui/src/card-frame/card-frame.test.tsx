import {
  PAY_FRAME_CHANNEL,
  PAY_FRAME_HEIGHT,
  PAY_FRAME_PATH,
  PAYMENT_MESSAGES,
  payFrameMessage,
} from '@showroom/contract/payments';
import { configureApi } from '@showroom/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardFrame, type CardFrameHandle, framingOrigins, payFrameUrl } from './card-frame.tsx';

const PLATFORM = 'https://platform.example';

/** Stands in for the frame's window: records what the page posts, answers tokenize like the frame. */
function fakeFrame(answer?: (id: string) => unknown) {
  const frameWindow = {
    postMessage: vi.fn((message: { type: string; id: string }, _origin: string) => {
      if (message.type === 'tokenize' && answer) queueMicrotask(() => fromFrame(answer(message.id)));
    }),
  };
  const iframe = document.querySelector('iframe');
  if (!iframe) throw new Error('no iframe');
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });
  function fromFrame(data: unknown, origin = PLATFORM, source: unknown = frameWindow) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    });
  }
  return { frameWindow, fromFrame };
}

beforeEach(() => configureApi({ baseUrl: `${PLATFORM}/api` }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CardFrame', () => {
  it('loads the platform’s frame with this page’s origin and reserves its height while loading', () => {
    const { container } = render(<CardFrame />);
    const iframe = container.querySelector('iframe');
    const src = new URL(iframe?.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe(PLATFORM + PAY_FRAME_PATH);
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(src.searchParams.get('theme')).toMatch(/^#[0-9a-f]{6}$/i);
    expect((container.firstElementChild as HTMLElement).style.height).toBe(`${PAY_FRAME_HEIGHT}px`);
    expect(screen.getByRole('status').textContent).toBe(PAYMENT_MESSAGES.frameLoading);
  });

  it('shows the fields once the frame is ready, and follows its height', () => {
    const { container } = render(<CardFrame />);
    const frame = fakeFrame();
    frame.fromFrame(payFrameMessage({ type: 'ready', height: 300 }));
    expect(screen.queryByRole('status')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.height).toBe('300px');
    frame.fromFrame(payFrameMessage({ type: 'resize', height: 320 }));
    expect((container.firstElementChild as HTMLElement).style.height).toBe('320px');
  });

  it('tokenizes through the frame, posting only to the platform origin', async () => {
    const ref = createRef<CardFrameHandle>();
    const onChange = vi.fn();
    render(<CardFrame ref={ref} onChange={onChange} />);
    const card = { token: 'tok_1', brand: 'visa', last4: '4242', exp_month: 7, exp_year: 2031 } as const;
    const frame = fakeFrame((id) => payFrameMessage({ type: 'tokenized', id, result: { ok: true, card } }));
    frame.fromFrame(payFrameMessage({ type: 'ready', height: PAY_FRAME_HEIGHT }));
    frame.fromFrame(payFrameMessage({ type: 'change', empty: false, complete: true, brand: 'visa' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ complete: true, brand: 'visa' }));
    await expect(ref.current?.tokenize()).resolves.toEqual({ ok: true, card });
    expect(frame.frameWindow.postMessage).toHaveBeenCalledWith(
      { channel: PAY_FRAME_CHANNEL, type: 'tokenize', id: expect.any(String) },
      PLATFORM,
    );
  });

  it.each([
    ['another origin', 'https://evil.example', 'frame'],
    ['the platform origin from another window', PLATFORM, 'other'],
  ])('ignores messages from %s', async (_label, origin, source) => {
    vi.useFakeTimers();
    const ref = createRef<CardFrameHandle>();
    const onChange = vi.fn();
    render(<CardFrame ref={ref} onChange={onChange} timeoutMs={1000} />);
    const frame = fakeFrame();
    const from = source === 'frame' ? frame.frameWindow : { postMessage: vi.fn() };
    frame.fromFrame(payFrameMessage({ type: 'ready', height: 10 }), origin, from);
    frame.fromFrame(
      payFrameMessage({ type: 'change', empty: false, complete: true, brand: 'visa' }),
      origin,
      from,
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(PAYMENT_MESSAGES.frameLoading);
    await expect(ref.current?.tokenize()).resolves.toMatchObject({
      ok: false,
      message: PAYMENT_MESSAGES.frameFailed,
    });
  });

  it('says clearly when the frame cannot load, and tries again on request', () => {
    vi.useFakeTimers();
    render(<CardFrame timeoutMs={1000} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('alert').textContent).toContain(PAYMENT_MESSAGES.frameFailed);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.frameRetry }));
    expect(document.querySelector('iframe')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe(PAYMENT_MESSAGES.frameLoading);
  });

  it('gives up on a frame that does not answer a tokenize request', async () => {
    const ref = createRef<CardFrameHandle>();
    render(<CardFrame ref={ref} timeoutMs={50} />);
    const frame = fakeFrame();
    frame.fromFrame(payFrameMessage({ type: 'ready', height: 10 }));
    await expect(ref.current?.tokenize()).resolves.toEqual({
      ok: false,
      errors: {},
      message: PAYMENT_MESSAGES.frameTimedOut,
    });
  });

  it('passes server errors on to the frame', () => {
    const ref = createRef<CardFrameHandle>();
    render(<CardFrame ref={ref} />);
    const frame = fakeFrame();
    ref.current?.showErrors({ card_number: 'Your card was declined.' });
    expect(frame.frameWindow.postMessage).toHaveBeenCalledWith(
      { channel: PAY_FRAME_CHANNEL, type: 'show-errors', errors: { card_number: 'Your card was declined.' } },
      PLATFORM,
    );
  });
});

describe("a page inside a site builder's frame", () => {
  const framed = (location: Partial<Location>, referrer = '') =>
    ({ parent: {}, location, document: { referrer } }) as unknown as Window;

  it('names the pages framing it, from ancestorOrigins or else the referrer', () => {
    const ancestorOrigins = [
      'https://builder.example',
      'https://www.pro.example',
    ] as unknown as DOMStringList;
    expect(framingOrigins(framed({ ancestorOrigins }))).toEqual([
      'https://builder.example',
      'https://www.pro.example',
    ]);
    expect(framingOrigins(framed({}, 'https://builder.example/page?x=1'))).toEqual([
      'https://builder.example',
    ]);
    expect(framingOrigins(window)).toEqual([]);
  });

  it("puts them in the card frame's address, so the platform lets them frame it", () => {
    configureApi({ baseUrl: 'https://platform.test/api' });
    const url = payFrameUrl({
      parentOrigin: 'https://pro.example',
      theme: '#000',
      showroom: 7,
      ancestors: ['https://builder.example'],
    });
    expect(url.searchParams.get('ancestors')).toBe('https://builder.example');
  });
});
