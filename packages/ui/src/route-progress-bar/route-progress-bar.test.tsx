import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteProgressBar } from './route-progress-bar.tsx';

describe('RouteProgressBar', () => {
  afterEach(cleanup);

  it('is an indeterminate progress bar, 3 px high, without a value', () => {
    render(<RouteProgressBar />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.style.getPropertyValue('--sr-progress-height')).toBe('3px');
  });

  it('reports a determinate value as a percentage, clamped', () => {
    const { rerender } = render(<RouteProgressBar value={0.42} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    rerender(<RouteProgressBar value={3} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('can show that loading failed', () => {
    render(<RouteProgressBar value={1} failed />);
    expect(screen.getByRole('progressbar').getAttribute('aria-invalid')).toBe('true');
  });
});
