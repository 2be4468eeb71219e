import { expect, type Page, test } from '@playwright/test';
import { proProjectPath, ROUTE_PATHS } from '@showroom/contract';
import { PROJECT_CHAT_MESSAGES } from '@showroom/contract/projects';
import { CONTRACTOR, consoleOf } from './support/project-steps.ts';
import { HOMEOWNER } from './support/purchase-steps.ts';
import { platformUrl, shellUrl, siteUrl } from './support/urls.ts';

const toast = (page: Page, text: string) => page.locator('.sr-toast').filter({ hasText: text });

/** A bearer token and a new project of the homeowner in the contractor's showroom, through the API. */
async function newProject(page: Page): Promise<{ token: string; projectId: number }> {
  const login = await page.request.post(platformUrl('/api/login'), { data: HOMEOWNER });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const profile = await page.request.get(platformUrl('/api/visualization/showrooms?s=HOMEPRO1'), { headers });
  const showroom = ((await profile.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
  const created = await page.request.post(platformUrl('/api/projectCart'), {
    headers,
    data: { showroom, project: { name: 'Kitchen refresh' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { token, projectId: ((await created.json()) as { data: number }).data };
}

async function signInToShop(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.login));
  await page.getByLabel('Email').fill(HOMEOWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(HOMEOWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /Olivia|homeowner/i })).toBeVisible();
}

test('the homeowner shares a project, the pro answers from the console, the answer arrives live', async ({
  page,
  browser,
}) => {
  await signInToShop(page);
  const { projectId } = await newProject(page);
  await page.goto(shellUrl(`${ROUTE_PATHS.projects}/${projectId}`));
  const chat = page.getByRole('region', { name: PROJECT_CHAT_MESSAGES.title });
  await expect(chat.getByText(PROJECT_CHAT_MESSAGES.empty)).toBeVisible();
  await chat
    .getByLabel(PROJECT_CHAT_MESSAGES.composerLabel, { exact: true })
    .fill('Can you look at <b>this</b> layout?');
  await chat.getByLabel(PROJECT_CHAT_MESSAGES.composerLabel, { exact: true }).press('Enter');
  await expect(chat.getByText('Can you look at <b>this</b> layout?')).toBeVisible();
  await chat.getByRole('button', { name: PROJECT_CHAT_MESSAGES.shareToPro }).click();
  await expect(toast(page, PROJECT_CHAT_MESSAGES.shareSuccess)).toBeVisible();
  await expect(chat.getByText(PROJECT_CHAT_MESSAGES.shared)).toBeVisible();

  // The pro, in a second browser: the project is in the console's Projects, its chat answers.
  const pro = await consoleOf(browser, CONTRACTOR);
  await pro.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Projects' }).click();
  await expect(pro).toHaveURL(shellUrl(ROUTE_PATHS.proProjects));
  await pro
    .getByRole('link', { name: new RegExp(`^(Kitchen refresh|Project #${projectId})`) })
    .first()
    .click();
  await expect(pro).toHaveURL(shellUrl(proProjectPath(projectId)));
  const proChat = pro.getByRole('region', { name: PROJECT_CHAT_MESSAGES.title });
  await expect(proChat.getByText('Can you look at <b>this</b> layout?')).toBeVisible();
  const box = proChat.getByLabel(PROJECT_CHAT_MESSAGES.composerLabel, { exact: true });
  await box.fill('Yes, I can come on Monday.');
  const sent = Date.now();
  await box.press('Enter');

  // The homeowner's open page shows it within a second, without a reload.
  await expect(chat.getByText('Yes, I can come on Monday.')).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - sent).toBeLessThan(2_000);
  await expect(chat.getByText(/Read by/)).toBeVisible();
  await pro.context().close();
});

test('the same chat inside <showroom-projects> on the contractor’s site', async ({ page }) => {
  const { token, projectId } = await newProject(page);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  await page.request.get(platformUrl(`/api/project/share_to_contractor/${projectId}`), { headers });
  await page.goto(siteUrl('/widget-lab/showroom-projects/'));
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.reload();
  await page.locator('showroom-projects').evaluate((element, id) => {
    element.setAttribute('project-id', String(id));
    element.setAttribute('view', 'project');
  }, projectId);
  const chat = page.locator('showroom-projects').getByRole('region', { name: PROJECT_CHAT_MESSAGES.title });
  await expect(chat.getByText(PROJECT_CHAT_MESSAGES.empty)).toBeVisible();
  await chat.getByLabel(PROJECT_CHAT_MESSAGES.composerLabel, { exact: true }).fill('Sent from your site.');
  await chat.getByLabel(PROJECT_CHAT_MESSAGES.composerLabel, { exact: true }).press('Enter');
  await expect(chat.getByText('Sent from your site.')).toBeVisible();

  // The pro answers (through the API here): it arrives in the embed live.
  const proLogin = await page.request.post(platformUrl('/api/login'), { data: CONTRACTOR });
  const proToken = ((await proLogin.json()) as { data: { token: string } }).data.token;
  const answer = await page.request.post(platformUrl('/api/projectChat'), {
    headers: { Authorization: `Bearer ${proToken}`, Accept: 'application/json' },
    data: { project_id: projectId, message: 'Answered from the console.' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(chat.getByText('Answered from the console.')).toBeVisible({ timeout: 2_000 });
});
