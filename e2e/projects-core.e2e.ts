import { expect, test } from '@playwright/test';
import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, STYLE_SURVEY } from '@showroom/contract/projects';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { signIn } from './support/purchase-steps.ts';
import { shellUrl } from './support/urls.ts';
import { enterShowroom, slotList } from './support/visualizer-steps.ts';

test.describe('A homeowner’s projects (issue #25)', () => {
  test('survey as a visitor → sign in keeps it → a new project → a room → extra info → its design saved and opened again', async ({
    page,
  }) => {
    // The survey before signing in (spec §1): the answer is kept for the account.
    await page.goto(shellUrl(ROUTE_PATHS.styleSurvey));
    await page.getByRole('radio', { name: STYLE_SURVEY.room.choices[0].label }).check();
    await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.surveyNext }).click();
    await page.getByRole('radio', { name: STYLE_SURVEY.palette.choices[0].label }).check();
    await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.surveyNext }).click();
    await page.getByRole('checkbox', { name: STYLE_SURVEY.materials.choices[1].label }).check();
    await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.surveyFinish }).click();
    await expect(page.getByText(PROJECT_PAGE_MESSAGES.surveyKeptForSignIn)).toBeVisible();

    await enterShowroom(page);
    await page.goto(shellUrl(loginPath(ROUTE_PATHS.projects)));
    await signIn(page);
    await expect(page.getByText(PROJECT_PAGE_MESSAGES.surveySaved).first()).toBeVisible();

    // A new project: a refusal keeps what was typed, then it opens on its page.
    await page.goto(shellUrl(ROUTE_PATHS.projects));
    await page.getByLabel('Project name').fill('Journey kitchen');
    await page.getByLabel('ZIP code').fill('941');
    await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.createProject }).click();
    await expect(page.getByText('Choose a room type from the list.')).toBeVisible();
    await expect(page.getByLabel('Project name')).toHaveValue('Journey kitchen');
    await page.getByLabel('Room type').selectOption('Kitchen');
    await page.getByLabel(/Budget/).fill('18500');
    await page.getByLabel('ZIP code').fill('94110');
    await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.createProject }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journey kitchen' })).toBeVisible();
    const projectUrl = page.url();
    expect(projectUrl).toMatch(/\/projects\/\d+$/);
    // It took the homeowner's style from the survey.
    await expect(page.getByText('Scandinavian', { exact: true })).toBeVisible();

    await page.getByLabel('Room name').fill('Main kitchen');
    await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.addRoom }).click();
    await expect(page.getByText(PROJECT_PAGE_MESSAGES.roomAdded).first()).toBeVisible();

    await page.getByLabel(PROJECT_PAGE_MESSAGES.extraInfoHint).fill('Keys are with the neighbour.');
    await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.saveExtraInfo }).click();
    await expect(page.getByText('Project updated.').first()).toBeVisible();

    // Its design: made in the visualizer for this project, then opened again from the project's page.
    await page.getByRole('link', { name: PROJECT_PAGE_MESSAGES.designFromVisualizer }).click();
    await expect(slotList(page)).toBeVisible();
    await page.getByRole('button', { name: VISUALIZER_MESSAGES.saveDesign }).click();
    await page.getByRole('link', { name: VISUALIZER_MESSAGES.viewProject }).first().click();
    await expect(page).toHaveURL(projectUrl);
    // The room's name in the rooms list (its photos section names it too).
    await expect(page.getByText('Main kitchen', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: PROJECT_PAGE_MESSAGES.openDesign }).click();
    await expect(page).toHaveURL(/\/visualize\?plan=[^&]+.*&project=\d+$/);
    await expect(slotList(page)).toBeVisible();
  });
});
