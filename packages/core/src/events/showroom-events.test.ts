import { describe, expect, it, vi } from 'vitest';
import { emitShowroomEvent, onShowroomEvent, SHOWROOM_EVENTS } from './showroom-events.ts';

describe('emitShowroomEvent', () => {
  it('reaches the host page from inside a shadow root, with its detail', () => {
    const host = document.createElement('showroom-test');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    const listener = vi.fn();
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.showroomSelected, (event) =>
      listener(event.detail),
    );

    emitShowroomEvent(inner, SHOWROOM_EVENTS.showroomSelected, { vsdId: 'AB12CD34' });

    expect(listener).toHaveBeenCalledWith({ vsdId: 'AB12CD34' });
    stop();
    host.remove();
  });

  it('returns false only when a listener cancels a cancelable event', () => {
    const target = document.createElement('div');
    document.body.append(target);
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.navigate, (event) => event.preventDefault());
    const detail = { path: '/cart', url: 'https://platform/showroom/cart' };

    expect(emitShowroomEvent(target, SHOWROOM_EVENTS.navigate, detail, { cancelable: true })).toBe(false);
    expect(emitShowroomEvent(target, SHOWROOM_EVENTS.navigate, detail)).toBe(true);
    stop();
    expect(emitShowroomEvent(target, SHOWROOM_EVENTS.navigate, detail, { cancelable: true })).toBe(true);
    target.remove();
  });
});
