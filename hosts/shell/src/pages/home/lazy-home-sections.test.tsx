import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LazyHomeSections } from './lazy-home-sections.tsx';

let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void>;

beforeEach(() => {
  observed = [];
  // An observer that reports only when the test says so: the slot starts below the fold.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSlot() {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <LazyHomeSections />
    </Router>,
  );
}

describe('LazyHomeSections', () => {
  it('renders nothing of the sections until the visitor scrolls', async () => {
    renderSlot();
    expect(screen.queryByRole('heading', { name: 'Inspired Designs' })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    // The first import of the lazy chunk transforms all its modules: give it time.
    expect(await screen.findByRole('heading', { name: 'Inspired Designs' }, { timeout: 8000 })).toBeTruthy();
  }, 15_000);

  it('renders them when the slot comes into view', async () => {
    renderSlot();
    act(() => {
      for (const report of observed) report([{ isIntersecting: true }]);
    });
    expect(await screen.findByRole('heading', { name: 'Shop by category' }, { timeout: 8000 })).toBeTruthy();
  }, 15_000);
});
