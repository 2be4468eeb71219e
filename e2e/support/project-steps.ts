import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { DESIGNER_HIRE_MESSAGES, PROJECT_CHAT_MESSAGES } from '@showroom/contract/projects';
import { enterNewCard, HOMEOWNER } from './purchase-steps.ts';
import { shellUrl } from './urls.ts';

/** The demo accounts a project's journeys bring in besides the homeowner (same password). */
export const CONTRACTOR = { email: 'contractor@showroom.test', password: HOMEOWNER.password };
export const DESIGNER = { email: 'designer@showroom.test', password: HOMEOWNER.password };

/** A project page's chat (or the console's). */
export const chatOf = (page: Page) => page.getByRole('region', { name: PROJECT_CHAT_MESSAGES.title });

/** Its message box: Enter sends. */
export const chatBox = (chat: Locator) =>
  chat.getByLabel(PROJECT_CHAT_MESSAGES.composerLabel, { exact: true });

/** A pro's or designer's console, signed in, in a browser of its own (a second person). */
export async function consoleOf(
  browser: Browser,
  account: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(shellUrl(ROUTE_PATHS.proLogin));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.proConsole));
  return page;
}

/** Hires the demo designer studio on the open project page, paying its $170 fee with `card`. */
export async function hireStudio88(page: Page, card: string): Promise<Locator> {
  const studio = page
    .getByRole('region', { name: 'Designers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Studio 88 Interiors' }) });
  await expect(studio).toContainText('$170.00');
  await studio.getByRole('button', { name: 'Hire Studio 88 Interiors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hire Studio 88 Interiors' });
  await enterNewCard(dialog, card);
  await dialog.getByRole('button', { name: 'Pay $170.00' }).click();
  await expect(
    page.getByText('You hired Studio 88 Interiors. They have joined your project and its chat.'),
  ).toBeVisible();
  await expect(studio.getByText(DESIGNER_HIRE_MESSAGES.hiredBadge)).toBeVisible();
  return studio;
}
