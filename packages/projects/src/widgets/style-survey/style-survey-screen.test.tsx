import { STORAGE_KEYS } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, STYLE_SURVEY } from '@showroom/contract/projects';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, setUpProjectsTest, signInAs } from '../../testing/projects-test-setup.ts';
import { StyleSurveyScreen } from './style-survey-screen.tsx';

let page: ReturnType<typeof setUpProjectsTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

async function answer() {
  await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.surveyNext }));
  expect(screen.getByRole('alert').textContent).toBe(PROJECT_PAGE_MESSAGES.surveyPickOne);
  await userEvent.click(screen.getByRole('radio', { name: STYLE_SURVEY.room.choices[0].label }));
  await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.surveyNext }));
  await userEvent.click(screen.getByRole('radio', { name: STYLE_SURVEY.palette.choices[0].label }));
  await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.surveyNext }));
  for (const choice of STYLE_SURVEY.materials.choices.slice(0, 3))
    await userEvent.click(screen.getByRole('checkbox', { name: choice.label }));
  // Three is the most: the others wait until one is taken back.
  expect(
    (screen.getByRole('checkbox', { name: STYLE_SURVEY.materials.choices[3].label }) as HTMLInputElement)
      .disabled,
  ).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: PROJECT_PAGE_MESSAGES.surveyFinish }));
}

const expected = {
  tags: ['Scandinavian', 'Coastal', 'Minimalist'],
  palette: 'whites-and-sand',
  materials: ['marble', 'oak', 'concrete'],
};

describe('the style survey', () => {
  it('saves a homeowner’s profile on them and the project it was taken for, with the server’s message', async () => {
    page = setUpProjectsTest({
      'PUT style_profile': (body) =>
        ok((body as { profile: unknown }).profile, PROJECT_PAGE_MESSAGES.surveySaved),
    });
    signInAs();
    render(<StyleSurveyScreen projectId={12} />);
    await answer();
    expect(await screen.findByRole('heading', { name: PROJECT_PAGE_MESSAGES.surveyResult })).toBeTruthy();
    expect(page.requests).toEqual([
      { route: 'PUT style_profile', body: { profile: expected, project_id: 12 }, query: '' },
    ]);
    expect(page.toasts()).toContainEqual({ type: 'success', message: PROJECT_PAGE_MESSAGES.surveySaved });
    expect(
      screen.getByRole('link', { name: PROJECT_PAGE_MESSAGES.viewProject }).getAttribute('href'),
    ).toMatch(/\/projects\/12$/);
  });

  it('keeps a visitor’s answers for their sign-in or registration', async () => {
    page = setUpProjectsTest({});
    render(<StyleSurveyScreen projectId={null} />);
    await answer();
    expect(await screen.findByText(PROJECT_PAGE_MESSAGES.surveyKeptForSignIn)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.styleSurvey) ?? 'null')).toEqual(expected);
    expect(page.requests).toEqual([]);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toMatch(/\/register$/);
  });
});
