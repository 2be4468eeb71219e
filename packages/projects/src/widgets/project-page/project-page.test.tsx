import { PROJECT_PAGE_MESSAGES } from '@showroom/contract/projects';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { details, ok, setUpProjectsTest, signInAs } from '../../testing/projects-test-setup.ts';
import { ProjectPage } from './project-page.tsx';

let page: ReturnType<typeof setUpProjectsTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const kitchen = { id: 3, name: 'Kitchen', room_type: 'Kitchen', position: 0 };

describe('a project’s page', () => {
  it('shows its facts, its saved design as a link into the visualizer, and its style', async () => {
    page = setUpProjectsTest({
      'GET projects/12': () =>
        ok(
          details({
            design_path: '/visualize?plan=kitchen-l-classic&w=14&d=12&h=9&project=12',
            style_profile: { tags: ['Coastal', 'Scandinavian'] },
          }),
        ),
    });
    signInAs();
    render(<ProjectPage projectId={12} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen refresh' })).toBeTruthy();
    expect(screen.getByText('$18,500.00')).toBeTruthy();
    const open = screen.getByRole('link', { name: PROJECT_PAGE_MESSAGES.openDesign });
    expect(open.getAttribute('href')).toMatch(
      /\/visualize\?plan=kitchen-l-classic&w=14&d=12&h=9&project=12$/,
    );
    expect(screen.getByText('Coastal')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: PROJECT_PAGE_MESSAGES.retakeSurvey }).getAttribute('href'),
    ).toMatch(/\/projects\/style-survey\?project=12$/);
  });

  it('edits the facts, showing the server’s message', async () => {
    page = setUpProjectsTest({
      'GET projects/12': () => ok(details()),
      'PUT projects/12': (body) =>
        ok(
          details({ zip: (body as { zip: string }).zip, updated_at: '2026-11-29T11:00:00.000Z' }),
          PROJECT_PAGE_MESSAGES.projectSaved,
        ),
    });
    signInAs();
    render(<ProjectPage projectId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: PROJECT_PAGE_MESSAGES.editDetails }));
    const zip = screen.getByLabelText('ZIP code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '10001');
    await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.save }));
    expect(await screen.findByText('10001')).toBeTruthy();
    expect(page.toasts()).toContainEqual({ type: 'success', message: PROJECT_PAGE_MESSAGES.projectSaved });
  });

  it('adds, renames and, after asking, removes a room', async () => {
    page = setUpProjectsTest({
      'GET projects/12': () => ok(details({ rooms: [kitchen] })),
      'POST projects/12/rooms': (body) => ({
        status: 201,
        ...ok(
          { id: 4, name: (body as { name: string }).name, room_type: null, position: 1 },
          PROJECT_PAGE_MESSAGES.roomAdded,
        ),
      }),
      'PUT projects/12/rooms/4': (body) =>
        ok(
          { id: 4, name: (body as { name: string }).name, room_type: null, position: 1 },
          PROJECT_PAGE_MESSAGES.roomSaved,
        ),
      'DELETE projects/12/rooms/3': () => ok(null, PROJECT_PAGE_MESSAGES.roomRemoved),
    });
    signInAs();
    render(<ProjectPage projectId={12} />);
    await userEvent.type(await screen.findByLabelText('Room name'), 'Pantry');
    await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.addRoom }));
    expect(await screen.findByText('Pantry')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Pantry' }));
    const box = screen.getByLabelText('New name for Pantry');
    await userEvent.clear(box);
    await userEvent.type(box, 'Larder');
    await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.save }));
    expect(await screen.findByText('Larder')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: PROJECT_PAGE_MESSAGES.removeRoomTitle });
    expect(page.requests.some((request) => request.route.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: PROJECT_PAGE_MESSAGES.remove }));
    await waitFor(() =>
      expect(screen.queryByText('Kitchen', { selector: '.sr-project-rooms__name' })).toBeNull(),
    );
    // Only the rooms' own messages: the room photos section below loads on its own.
    expect(
      page
        .toasts()
        .filter((toast) => toast.type === 'success')
        .map((toast) => toast.message),
    ).toEqual([
      PROJECT_PAGE_MESSAGES.roomAdded,
      PROJECT_PAGE_MESSAGES.roomSaved,
      PROJECT_PAGE_MESSAGES.roomRemoved,
    ]);
  });

  it('saves extra info through PUT /api/projectCart/{id}, with the server’s message', async () => {
    page = setUpProjectsTest({
      'GET projects/12': () => ok(details({ extra_info: { name: 'from a draft' } })),
      'PUT projectCart/12': (body) =>
        ok(
          {
            id: 12,
            is_cart: false,
            showroom: 2,
            extra_info: (body as { extra_info: string }).extra_info,
            floorplan: null,
            floorTemplate: null,
            created_at: 'x',
            updated_at: 'x',
          },
          'Project updated.',
        ),
    });
    signInAs();
    render(<ProjectPage projectId={12} />);
    const box = await screen.findByLabelText(PROJECT_PAGE_MESSAGES.extraInfoHint);
    expect((box as HTMLTextAreaElement).value).toBe('');
    await userEvent.type(box, 'Keys under the mat.');
    await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.saveExtraInfo }));
    await waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: 'Project updated.' }),
    );
    expect(page.requests.at(-1)).toMatchObject({
      route: 'PUT projectCart/12',
      body: { extra_info: 'Keys under the mat.' },
    });
  });

  it('shows a hired designer the page without the homeowner’s controls', async () => {
    page = setUpProjectsTest({
      'GET projects/12': () => ok(details({ role: 'designer', rooms: [kitchen] })),
    });
    signInAs('Designer');
    render(<ProjectPage projectId={12} />);
    expect(await screen.findByText('Kitchen', { selector: '.sr-project-rooms__name' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: PROJECT_PAGE_MESSAGES.editDetails })).toBeNull();
    expect(screen.queryByRole('button', { name: PROJECT_PAGE_MESSAGES.addRoom })).toBeNull();
    expect(screen.queryByRole('button', { name: PROJECT_PAGE_MESSAGES.saveExtraInfo })).toBeNull();
    // Hiring is the homeowner's: no Designers section, and no call the server would refuse.
    expect(screen.queryByRole('heading', { name: 'Designers' })).toBeNull();
    expect(page.requests.some((request) => request.route.includes('hire_designer'))).toBe(false);
  });

  it('gives the pro the way back to their projects, the homeowner’s style and notes, read-only (decision 0115)', async () => {
    page = setUpProjectsTest({
      'GET projects/12': () =>
        ok(
          details({
            role: 'pro',
            name: null,
            display_name: 'Olivia’s Kitchen',
            style_profile: { tags: ['Coastal'] },
            extra_info: 'Keys under the mat.',
          }),
        ),
    });
    signInAs('Contractor');
    render(<ProjectPage projectId={12} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia’s Kitchen' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `← ${PROJECT_PAGE_MESSAGES.proListTitle}` }).getAttribute('href'),
    ).toMatch(/\/pro\/projects$/);
    expect(screen.getByRole('heading', { name: PROJECT_PAGE_MESSAGES.homeownersStyle })).toBeTruthy();
    expect(screen.getByText('Coastal')).toBeTruthy();
    expect(screen.queryByRole('link', { name: PROJECT_PAGE_MESSAGES.retakeSurvey })).toBeNull();
    expect(screen.getByText('Keys under the mat.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
