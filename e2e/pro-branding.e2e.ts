import { type APIRequestContext, expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { PRO_PICTURE_MESSAGES, SHOWROOM_BRANDING_MESSAGES } from '@showroom/contract/pro';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

const THEME = '#b45309';
/** A logo the pro drops: an SVG of 240 × 80 pixels, which the platform checks and rasterises. */
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">' +
    '<rect width="240" height="80" rx="12" fill="#b45309"/><circle cx="40" cy="40" r="24" fill="#fff"/></svg>',
);

/**
 * The seeded contractor's colour, and how to put it back and drop the logo: other journeys see
 * HOMEPRO1 as the seed made it.
 */
async function seededBranding(request: APIRequestContext) {
  const login = await request.post(platformUrl('/api/login'), {
    data: { email: 'contractor@showroom.test', password: 'Showroom!2026' },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const seeded = await request.get(platformUrl('/api/pro/showroom/branding'), { headers });
  const { theme_color } = ((await seeded.json()) as { data: { theme_color: string | null } }).data;
  return async () => {
    await request.put(platformUrl('/api/pro/showroom/branding'), { headers, data: { theme_color } });
    await request.delete(platformUrl('/api/pro/showroom/logo'), { headers });
  };
}

test('the demo contractor sets a theme colour and uploads a logo, and their shop shows both', async ({
  page,
}) => {
  const restore = await seededBranding(page.request);
  try {
    await page.goto(shellUrl(ROUTE_PATHS.proShowroom));
    await page.getByLabel('Email').fill('contractor@showroom.test');
    await page.getByLabel('Password', { exact: true }).fill('Showroom!2026');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const hex = page.getByLabel('Hex code');
    await hex.fill(THEME);
    const preview = page.getByRole('figure', { name: 'Preview' });
    await expect(preview.getByText('passes WCAG AA', { exact: false })).toHaveCount(4);
    await page.getByRole('button', { name: 'Save colour' }).click();
    await expect(page.getByText(SHOWROOM_BRANDING_MESSAGES.saved)).toBeVisible();

    await page.getByLabel('Choose a logo file').setInputFiles({
      name: 'evergreen-logo.svg',
      mimeType: 'image/svg+xml',
      buffer: LOGO_SVG,
    });
    await expect(page.getByText(PRO_PICTURE_MESSAGES.logoSaved)).toBeVisible();
    await expect(
      page.getByRole('img', { name: `${DEMO_SHOWROOM.company} logo`, exact: false }).first(),
    ).toBeVisible();

    // The shop, as a homeowner opens it from the pro's shop link.
    await page.goto(platformUrl(`/showroom/?showroom=${DEMO_SHOWROOM.id}`));
    const headerLogo = page.locator('.shell-brand__logo');
    await expect(headerLogo).toBeVisible();
    await expect(headerLogo).toHaveAttribute('src', /\/api\/pro_pictures\/[0-9a-f-]{36}\.png$/);
    expect(await headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sr-brand').trim(),
    );
    expect(brand).toBe(THEME);

    await page.goto(shellUrl(ROUTE_PATHS.contractorShowroom));
    const band = page.locator('.sr-storefront__brand');
    await expect(band.locator('img')).toBeVisible();
    expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(180, 83, 9)',
    );
  } finally {
    await restore();
  }
});
