import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_HEIGHT_MESSAGE, postHeightToParent, resizeFramesOnMessage } from './frame-height.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('postHeightToParent', () => {
  it('in a frame, posts the page height at once and again when it changes', () => {
    let resized: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
      },
    );
    const postMessage = vi.fn();
    let height = 320;
    vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    const frameWindow = { parent: { postMessage }, document } as unknown as Window;

    postHeightToParent(frameWindow);
    height = 1500;
    resized();
    resized();

    // happy-dom gives the body no margins, so the heights are the body's box.
    const heights = postMessage.mock.calls.map(([message]) => message.height);
    expect(
      postMessage.mock.calls.every(
        ([message, origin]) => message.type === FRAME_HEIGHT_MESSAGE && origin === '*',
      ),
    ).toBe(true);
    expect(heights).toEqual([320, 1500]);
  });

  it('posts nothing on a page that is not framed', () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    postHeightToParent(window);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('resizeFramesOnMessage', () => {
  it('sizes only the frame whose window sent its height, within bounds', () => {
    resizeFramesOnMessage(window);
    const [one, two] = [document.createElement('iframe'), document.createElement('iframe')];
    document.body.append(one, two);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: FRAME_HEIGHT_MESSAGE, height: 1500.4 },
        source: one.contentWindow,
      }),
    );
    expect(one.style.height).toBe('1500px');
    expect(two.style.height).toBe('');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: FRAME_HEIGHT_MESSAGE, height: 1e12 },
        source: two.contentWindow,
      }),
    );
    expect(two.style.height).toBe('50000px');
  });

  it('ignores other messages', () => {
    resizeFramesOnMessage(window);
    const frame = document.body.appendChild(document.createElement('iframe'));
    for (const data of [{ type: 'other', height: 5 }, { type: FRAME_HEIGHT_MESSAGE, height: 'tall' }, null]) {
      window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
    }
    expect(frame.style.height).toBe('');
  });
});
