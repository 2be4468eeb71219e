import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { SESSION_HANDOFF } from '@showroom/contract/constants';
import { ON_POSTGRES } from './support/tags.ts';
import { platformUrl, shellUrl, siteUrl } from './support/urls.ts';

const HOMEOWNER = { email: 'homeowner@showroom.test', password: 'Showroom!2026' };

test(
  'signed in inside an embed, a homeowner arrives at the platform still signed in, and goes back signed in',
  ON_POSTGRES,
  async ({ page, request }) => {
    // A session on the pro's site, as a sign-in in one of its widgets leaves it.
    const login = await request.post(platformUrl('/api/login'), { data: HOMEOWNER });
    const { data } = (await login.json()) as { data: { token: string } };
    await page.goto(siteUrl('/'));
    await page.evaluate((token) => localStorage.setItem('authToken', token), data.token);
    await page.reload();

    await page.locator('showroom-entry').getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
    // Signed in on the platform's own origin, and the one-time code is gone from the address.
    await expect(page.getByRole('button', { name: /Olivia/ })).toBeVisible();
    expect(new URL(page.url()).searchParams.has(SESSION_HANDOFF.param)).toBe(false);
    const platformToken = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(platformToken).toMatch(/^\d+\|/);
    expect(platformToken).not.toBe(data.token);

    // The way back carries the session to the pro's page (decision 0083), a session of its own there.
    await page.getByRole('link', { name: `Back to ${new URL(siteUrl('/')).host}` }).click();
    await expect(page).toHaveURL(siteUrl('/'));
    const siteToken = () => page.evaluate(() => localStorage.getItem('authToken'));
    await expect.poll(async () => [data.token, platformToken].includes(await siteToken())).toBe(false);
    expect(await siteToken()).toMatch(/^\d+\|/);
  },
);
