import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useChunk } from './use-chunk.ts';

afterEach(cleanup);

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

function Screen({ load }: { load: () => Promise<string> }) {
  const text = useChunk(load);
  return <p>{text ?? 'Loading…'}</p>;
}

describe('useChunk', () => {
  it('shows what the chunk exports once it has arrived', async () => {
    const load = () => Promise.resolve('The product');
    render(<Screen load={load} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('The product')).toBeTruthy();
  });

  it('hands a chunk that failed to load to the error boundary', async () => {
    const load = () => Promise.reject(new Error('chunk failed'));
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Boundary>
          <Screen load={load} />
        </Boundary>,
      );
      expect(await screen.findByText('Could not load')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
