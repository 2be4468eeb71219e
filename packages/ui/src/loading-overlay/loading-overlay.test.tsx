import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay.tsx';

describe('LoadingOverlay', () => {
  afterEach(cleanup);

  it('announces loading with a green 64×64 spinner over a half-opaque backdrop', () => {
    render(<LoadingOverlay />);
    const overlay = screen.getByRole('status');
    expect(overlay.getAttribute('aria-busy')).toBe('true');
    expect(overlay.textContent).toBe('Loading');
    expect(overlay.style.getPropertyValue('--sr-overlay-color')).toBe('green');
    expect(overlay.style.getPropertyValue('--sr-overlay-size')).toBe('64px');
    expect(overlay.style.getPropertyValue('--sr-overlay-opacity')).toBe('0.5');
  });

  it('renders nothing while not visible', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
