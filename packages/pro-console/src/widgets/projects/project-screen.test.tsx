import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { ProjectScreen } from './project-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;

/** `GET /api/projects/{id}`'s data, as the server sends it to the showroom's pro. */
const projectDetails = (displayName: string) => ({
  id: 12,
  name: null,
  display_name: displayName,
  room_type: 'Kitchen',
  budget_cents: null,
  zip: null,
  design_path: null,
  room_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  extra_info: null,
  style_profile: null,
  rooms: [],
  role: 'pro',
  shared_with_pro: true,
});
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

  it('is titled by the project’s shown name', async () => {
    page = setUpConsoleTest({
      'GET projects/12': () => ({
        body: { success: true, message: '', data: projectDetails('Olivia’s Kitchen') },
      }),
      'GET projectChat/12': () => ({ status: 404, body: { message: 'Project not found.' } }),
    });
    signInAs('Contractor');
    render(<ProjectScreen projectId={12} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project');
    await screen.findByRole('heading', { level: 1, name: 'Olivia’s Kitchen' });
  });

  it('offers no link for an address that names no project', () => {
    page = setUpConsoleTest({});
    signInAs();
    render(<ProjectScreen projectId={Number.NaN} />);
    expect(screen.getByRole('alert').textContent).toBe('Project not found.');
    expect(screen.queryByRole('link', { name: 'Rooms, photos and checklist' })).toBeNull();
  });
});
