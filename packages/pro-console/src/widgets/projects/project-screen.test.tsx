import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { ProjectScreen } from './project-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  vi.restoreAllMocks();
});

describe('ProjectScreen', () => {
  it('links the project’s own page, where its rooms, photos and checklist are', async () => {
    page = setUpConsoleTest({
      'GET projectChat/12': () => ({ status: 404, body: { message: 'Project not found.' } }),
    });
    signInAs('Designer');
    render(<ProjectScreen projectId={12} />);
    const link = await screen.findByRole('link', { name: 'Rooms, photos and checklist' });
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe('/showroom/projects/12');
  });

  it('offers no link for an address that names no project', () => {
    page = setUpConsoleTest({});
    signInAs();
    render(<ProjectScreen projectId={Number.NaN} />);
    expect(screen.getByRole('alert').textContent).toBe('Project not found.');
    expect(screen.queryByRole('link', { name: 'Rooms, photos and checklist' })).toBeNull();
  });
});
