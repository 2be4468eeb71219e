import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteScreenModule } from './remote-modules.ts';
import { RemoteRouteScreen } from './remote-route-screen.tsx';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

// Module Federation is not there in a unit test: each remote's screen arrives when the test says so.
const pending = vi.hoisted(() => new Map<string, (module: RouteScreenModule) => void>());
vi.mock('./remote-modules.ts', () => {
  const load = (remote: string) => () =>
    new Promise<RouteScreenModule>((resolve) => {
      pending.set(remote, resolve);
    });
  return { REMOTE_SCREENS: { visualizer: load('visualizer'), cart: load('cart') } };
});

function VisualizerItself() {
  return <h1>The visualizer itself</h1>;
}

describe('RemoteRouteScreen', () => {
  afterEach(() => {
    cleanup();
    pending.clear();
  });

  it("shows a route's intro while its remote loads, then the remote's screen", async () => {
    render(<RemoteRouteScreen remote="visualizer" route="/visualize" />);
    expect(screen.getByRole('progressbar')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: VISUALIZER_MESSAGES.title })).not.toBeNull();
    expect(screen.getByText(VISUALIZER_MESSAGES.intro)).not.toBeNull();
    await act(async () => {
      pending.get('visualizer')?.({ RouteScreen: VisualizerItself });
    });
    expect(await screen.findByRole('heading', { name: 'The visualizer itself' })).not.toBeNull();
    expect(screen.queryByText(VISUALIZER_MESSAGES.intro)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows only the progress bar for a route without an intro', () => {
    render(<RemoteRouteScreen remote="cart" route="/cart" />);
    expect(screen.getByRole('progressbar')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
