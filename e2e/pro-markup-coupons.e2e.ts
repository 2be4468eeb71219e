import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatMessage, MARKUP, productPath, ROUTE_PATHS } from '@showroom/contract';
import { shownPrice } from '@showroom/contract/money';
import { COUPON_MESSAGES, MARKUP_MESSAGES, type ProMarkup } from '@showroom/contract/pro';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const CONTRACTOR = 'contractor@showroom.test';
const NEW_MARKUP = 15;

const usd = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

async function signInToConsole(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.proLogin));
  await page.getByLabel('Email').fill(CONTRACTOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The contractor's preview with the markup first put at the standard 10% (the seed gives HOMEPRO1 15%, so
 * setting 15% then changes the prices), and a way to put the seeded markup back (other journeys share the
 * database).
 */
async function contractorMarkup(page: Page) {
  const login = await page.request.post(platformUrl('/api/login'), {
    data: { email: CONTRACTOR, password: PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const seeded = await page.request.get(platformUrl('/api/pro/markup'), { headers });
  const seededMarkup = ((await seeded.json()) as { data: ProMarkup }).data.markup_percent;
  const standard = await page.request.put(platformUrl('/api/pro/markup'), {
    headers,
    data: { markup_percent: MARKUP.standardPercent },
  });
  const markup = ((await standard.json()) as { data: ProMarkup }).data;
  const restore = () =>
    page.request.put(platformUrl('/api/pro/markup'), { headers, data: { markup_percent: seededMarkup } });
  return { markup, restore };
}

/**
 * The product's price as a new shopper sees it in the shell: a browser of its own, so no HTTP cache of an
 * earlier visit answers (public reads may be kept 10 s by a browser, decision 0030).
 */
async function shopPriceOf(browser: Browser, hash: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const shopper = await context.newPage();
    await shopper.goto(shellUrl(productPath(hash, DEMO_SHOWROOM.id)));
    return (await shopper.getByTestId('price').first().textContent()) ?? '';
  } finally {
    await context.close();
  }
}

test('the demo contractor sets a 15% markup, the shop prices follow, and a coupon above it is refused', async ({
  page,
  browser,
}) => {
  test.slow();
  const { markup, restore } = await contractorMarkup(page);
  // From here the seed's markup is changed: every way out puts it back.
  try {
    const product = markup.preview[0];
    expect(product, 'HOMEPRO1 has a product to preview').toBeDefined();
    if (!product) return;
    const oldPrice = usd(shownPrice(product.wholesale_price, markup.markup_percent));
    const newPrice = usd(shownPrice(product.wholesale_price, NEW_MARKUP));
    expect(newPrice).not.toBe(oldPrice);
    expect(await shopPriceOf(browser, product.hash)).toContain(oldPrice);

    await signInToConsole(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Markup' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.proMarkup));
    const box = page.getByLabel('Markup (%)');
    await box.fill(String(NEW_MARKUP));
    // The preview follows the typing before anything is saved.
    await expect(page.getByRole('row', { name: product.name })).toContainText(newPrice);
    await page.getByRole('button', { name: 'Save markup' }).click();
    await expect(page.getByText(MARKUP_MESSAGES.saved)).toBeVisible();

    // A shopper opening the product now sees the new price (the save dropped the cached markup).
    expect(await shopPriceOf(browser, product.hash)).toContain(newPrice);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Coupons' }).click();
    await page.getByLabel('Code').fill(`TOOMUCH${Date.now() % 100_000}`);
    await page.getByLabel('Percent off').fill(String(NEW_MARKUP + 5));
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(
      page.locator('form').getByText(formatMessage(COUPON_MESSAGES.aboveMarkup, { markup: NEW_MARKUP })),
    ).toBeVisible();
    await expect(page.getByLabel('Percent off')).toHaveValue(String(NEW_MARKUP + 5));
  } finally {
    await restore();
  }
});
