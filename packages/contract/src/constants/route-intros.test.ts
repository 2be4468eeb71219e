import { describe, expect, it } from 'vitest';
import { VISUALIZER_MESSAGES } from '../messages/visualizer-messages.ts';
import { routeIntroFor } from './route-intros.ts';

describe('routeIntroFor', () => {
  it("gives the visualizer's heading and intro for /visualize, with or without a trailing slash", () => {
    for (const path of ['/visualize', '/visualize/']) {
      expect(routeIntroFor(path)).toEqual({
        title: VISUALIZER_MESSAGES.title,
        text: VISUALIZER_MESSAGES.intro,
        remote: 'visualizer',
      });
    }
  });

  it('gives nothing for routes without one, nested paths and object keys', () => {
    for (const path of [
      '/',
      '/cart',
      '/visualize/checklist',
      '/visualize/contractor/all',
      '/constructor',
      '/toString',
    ]) {
      expect(routeIntroFor(path)).toBeUndefined();
    }
  });
});
