import { expect, type Page, test } from '@playwright/test';
import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import { DESIGNER_HIRE_MESSAGES } from '@showroom/contract/projects';
import { waitForMailText } from './support/mail-outbox.ts';
import { storedSession } from './support/project-api.ts';
import { hireStudio88 } from './support/project-steps.ts';
import { signIn } from './support/purchase-steps.ts';
import { platformUrl, shellUrl } from './support/urls.ts';

const DESIGNER = 'designer@showroom.test';
const PASSWORD = 'Showroom!2026';

/** A new project of the signed-in homeowner in the demo contractor's showroom (`POST /api/projectCart`). */
async function newProject(page: Page, name: string): Promise<number> {
  const { token } = await storedSession(page);
  const headers = { Authorization: `Bearer ${token}` };
  const found = await page.request.get(platformUrl('/api/visualization/showrooms?s=HOMEPRO1'), { headers });
  const showroom = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
  const created = await page.request.post(platformUrl('/api/projectCart'), {
    headers,
    data: { showroom, project: { name } },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: number }).data;
}

/** The designer's pending payout balance on their console's Payouts screen (reloaded), in cents. */
async function pendingBalanceCents(page: Page): Promise<number> {
  await page.reload();
  const text = (await page.getByTestId('pending-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

test('a homeowner hires a designer with 4242; the designer is told and their share waits in their payouts', async ({
  page,
  browser,
}) => {
  // Two browsers and a card frame on a shared, busy machine.
  test.slow();
  // The designer, in their own browser, before the hire.
  const designerContext = await browser.newContext();
  const console = await designerContext.newPage();
  // Signed out, the console shows its sign-in in place and keeps the address asked for.
  await console.goto(shellUrl('/payout_setup'));
  await console.getByLabel('Email').fill(DESIGNER);
  await console.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await console.getByRole('button', { name: 'Sign In' }).click();
  await expect(console.getByTestId('pending-balance')).toBeVisible();
  const pendingBefore = await pendingBalanceCents(console);

  await page.goto(shellUrl(loginPath(ROUTE_PATHS.account)));
  await signIn(page);
  // Spec §4 sends a homeowner who has projects to `/`, one without to the page asked for: either is signed in.
  await expect(page).not.toHaveURL(/\/login/);
  const projectId = await newProject(page, 'Bright kitchen');
  await page.goto(shellUrl(`/projects/${projectId}`));

  const studio = await hireStudio88(page, '4242424242424242');
  await expect(page.getByText('4242424242424242')).toHaveCount(0);

  // A reload still shows the hire: it is the server's.
  await page.reload();
  await expect(studio.getByText(DESIGNER_HIRE_MESSAGES.hiredBadge)).toBeVisible();

  const share = await waitForMailText(DESIGNER, /Your share of the fee, (\$[\d.]+),/);
  expect(share).toBe('$153.00');
  // $170 less the platform's 10 %.
  await expect.poll(() => pendingBalanceCents(console)).toBe(pendingBefore + 15_300);
  await designerContext.close();
});
