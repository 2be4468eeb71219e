import { PROJECT_PAGE_MESSAGES } from '@showroom/contract/projects';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, setUpProjectsTest, signInAs } from '../../testing/projects-test-setup.ts';
import { ProjectViewScreen } from './project-view.tsx';

let page: ReturnType<typeof setUpProjectsTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

/** Each screen is a lazily loaded chunk: its first import can outlast the default 1 s on a busy machine. */
const LAZY_SCREEN_MS = 5_000;

describe('the projects screens', () => {
  it('ask a visitor to sign in, coming back to the same page', () => {
    page = setUpProjectsTest({});
    history.replaceState(null, '', '/showroom/projects');
    render(<ProjectViewScreen view="list" projectId={null} />);
    const link = screen.getByRole('link', { name: PROJECT_PAGE_MESSAGES.signInLink });
    expect(link.getAttribute('href')).toContain('/login?redirect=%2Fprojects');
    expect(page.requests).toEqual([]);
  });

  it('tell a pro the list is a homeowner’s, but open a project’s page to them', async () => {
    page = setUpProjectsTest({
      'GET projects/5': () => ({ status: 404, body: { message: 'Project not found.' } }),
    });
    signInAs('Contractor');
    const { unmount } = render(<ProjectViewScreen view="list" projectId={null} />);
    expect(screen.getByText(PROJECT_PAGE_MESSAGES.homeownersOnly)).toBeTruthy();
    unmount();
    render(<ProjectViewScreen view="project" projectId={5} />);
    expect(await screen.findByText('Project not found.', {}, { timeout: LAZY_SCREEN_MS })).toBeTruthy();
  });

  it('let a visitor take the style survey', async () => {
    page = setUpProjectsTest({ 'GET projects': () => ok([]) });
    render(<ProjectViewScreen view="survey" projectId={null} />);
    expect(
      await screen.findByRole(
        'heading',
        { name: PROJECT_PAGE_MESSAGES.surveyTitle },
        { timeout: LAZY_SCREEN_MS },
      ),
    ).toBeTruthy();
  });
});
