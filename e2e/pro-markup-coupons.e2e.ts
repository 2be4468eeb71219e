import { expect, type Page, test } from '@playwright/test';
import { formatMessage, productPath, ROUTE_PATHS } from '@showroom/contract';
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

/** The contractor's markup and preview, and a way to put the markup back (other journeys share the database). */
async function contractorMarkup(page: Page) {
  const login = await page.request.post(platformUrl('/api/login'), {
    data: { email: CONTRACTOR, password: PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const answer = await page.request.get(platformUrl('/api/pro/markup'), { headers });
  const markup = ((await answer.json()) as { data: ProMarkup }).data;
  const restore = () =>
    page.request.put(platformUrl('/api/pro/markup'), {
      headers,
      data: { markup_percent: markup.markup_percent },
    });
  return { markup, restore };
}

test('the demo contractor sets a 15% markup, the shop prices follow, and a coupon above it is refused', async ({
  page,
}) => {
  test.slow();
  const { markup, restore } = await contractorMarkup(page);
  const product = markup.preview[0];
  expect(product, 'HOMEPRO1 has a product to preview').toBeDefined();
  if (!product) return;
  const productPage = await page.context().newPage();
  const shopPrice = productPage.getByTestId('price').first();
  await productPage.goto(shellUrl(productPath(product.hash, DEMO_SHOWROOM.id)));
  await expect(shopPrice).toContainText(usd(shownPrice(product.wholesale_price, markup.markup_percent)));

  try {
    await signInToConsole(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Markup' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.proMarkup));
    const box = page.getByLabel('Markup (%)');
    await box.fill(String(NEW_MARKUP));
    const newPrice = usd(shownPrice(product.wholesale_price, NEW_MARKUP));
    // The preview follows the typing before anything is saved.
    await expect(page.getByRole('row', { name: product.name })).toContainText(newPrice);
    await page.getByRole('button', { name: 'Save markup' }).click();
    await expect(page.getByText(MARKUP_MESSAGES.saved)).toBeVisible();

    // The shop shows the new price within seconds.
    await expect(async () => {
      await productPage.reload();
      await expect(shopPrice).toContainText(newPrice, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

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
