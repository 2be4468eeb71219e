import { PROJECT_PAGE_MESSAGES } from '@showroom/contract/projects';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, setUpProjectsTest, signInAs, summary } from '../../testing/projects-test-setup.ts';
import { ProjectsListScreen } from './projects-list-screen.tsx';

let page: ReturnType<typeof setUpProjectsTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

describe('the projects list', () => {
  it('shows each project as a real link to its page, with its facts', async () => {
    page = setUpProjectsTest({
      'GET projects': () =>
        ok([
          summary({ design_path: '/visualize?plan=x&project=12', room_count: 2 }),
          summary({ id: 13, name: null, display_name: 'Olivia’s Kitchen', budget_cents: null }),
        ]),
    });
    signInAs();
    render(<ProjectsListScreen />);
    const link = await screen.findByRole('link', { name: 'Kitchen refresh' });
    expect(link.getAttribute('href')).toMatch(/\/projects\/12$/);
    // A project without a name is shown by the server's display name (decision 0115).
    expect(screen.getByRole('link', { name: 'Olivia’s Kitchen' }).getAttribute('href')).toMatch(
      /\/projects\/13$/,
    );
    expect(screen.getByText('Kitchen · $18,500.00 · 94110')).toBeTruthy();
    expect(screen.getByText('2 rooms')).toBeTruthy();
    expect(screen.getByText(PROJECT_PAGE_MESSAGES.savedDesign)).toBeTruthy();
  });

  it('says how to start when there is none', async () => {
    page = setUpProjectsTest({ 'GET projects': () => ok([]) });
    signInAs();
    render(<ProjectsListScreen />);
    expect(await screen.findByRole('heading', { name: PROJECT_PAGE_MESSAGES.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: PROJECT_PAGE_MESSAGES.takeSurvey })).toBeTruthy();
  });

  it('offers Try again when the list fails to load', async () => {
    let fail = true;
    page = setUpProjectsTest({
      'GET projects': () => (fail ? { status: 500, body: { message: 'Server error.' } } : ok([summary()])),
    });
    signInAs();
    render(<ProjectsListScreen />);
    const retry = await screen.findByRole('button', { name: PROJECT_PAGE_MESSAGES.retry });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Kitchen refresh' })).toBeTruthy();
  });

  it('creates a project with the server’s message and opens its page; a refusal keeps what was typed', async () => {
    let refuse = true;
    page = setUpProjectsTest({
      'GET projects': () => ok([]),
      'POST projects': (body) =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: { zip: ['The zip code is not a US ZIP code.'] },
              },
            }
          : {
              status: 201,
              body: {
                success: true,
                message: PROJECT_PAGE_MESSAGES.projectCreated,
                data: summary({ id: 44, ...(body as object) }),
              },
            },
    });
    signInAs();
    render(<ProjectsListScreen />);
    await screen.findByRole('heading', { name: PROJECT_PAGE_MESSAGES.emptyTitle });
    await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.createProject }));
    expect(screen.getByText('The name field is required.')).toBeTruthy();
    expect(page.requests.filter((request) => request.route === 'POST projects')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Project name'), 'Patio');
    await userEvent.selectOptions(screen.getByLabelText('Room type'), 'Outdoor');
    await userEvent.type(screen.getByLabelText(/Budget/), '12000');
    await userEvent.type(screen.getByLabelText('ZIP code'), '00000');
    await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.createProject }));
    expect(await screen.findByText('The zip code is not a US ZIP code.')).toBeTruthy();
    expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('Patio');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.createProject }));
    await waitFor(() => expect(page.navigator).toHaveBeenCalledWith('/projects/44'));
    expect(page.requests.at(-1)?.body).toEqual({
      name: 'Patio',
      room_type: 'Outdoor',
      budget: 12000,
      zip: '00000',
    });
    expect(page.toasts()).toContainEqual({ type: 'success', message: PROJECT_PAGE_MESSAGES.projectCreated });
  });
});
