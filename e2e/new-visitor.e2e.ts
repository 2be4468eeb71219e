import { expect, type Locator, test } from '@playwright/test';
import { CATALOG_MESSAGES } from '@showroom/contract/catalog';
import { productCardLinks } from './support/product-cards.ts';
import { DEMO_SHOWROOM, platformUrl } from './support/urls.ts';

/** Issue #9: rough edges a new visitor hit — shared product links, signing in from 404, the phone header. */

/** Whether the element shows at its left, centre and right (mid-height), not something drawn over it. */
function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const root = element.getRootNode() as Document | ShadowRoot;
    const y = box.top + box.height / 2;
    return [box.left + 4, box.left + box.width / 2, box.right - 4].every((x) => {
      const top = root.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top));
    });
  });
}

test('a product link opened in a new tab shows the product, not the API’s JSON', async ({
  page,
  context,
  browser,
}) => {
  await page.goto(platformUrl(`/showroom/visualize/contractor/all?showroom=${DEMO_SHOWROOM.id}`));
  const card = productCardLinks(page).first();
  await expect(card).toHaveAttribute('href', /\/product\//);
  const href = (await card.getAttribute('href')) ?? '';
  const name = (await card.locator('.sr-card__name').textContent()) ?? '';
  expect(href).toMatch(new RegExp(`^/showroom/product/[0-9a-f]+/${DEMO_SHOWROOM.id}$`));
  const tile = page.locator('.sr-storefront__tile').first();
  expect(await tile.getAttribute('href')).toMatch(/^\/showroom\/category\/[a-z0-9-]+\/product$/);

  const tab = await context.newPage();
  await tab.goto(platformUrl(href));
  await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(tab.locator('body')).not.toContainText('Record not found');

  // Shared with someone who has no showroom yet: the link brings them into the same pro's showroom.
  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(platformUrl(href));
  await expect(shared.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(shared.locator('body')).not.toContainText(CATALOG_MESSAGES.chooseShowroomForCart);
  await stranger.close();

  // A plain click still routes inside the app.
  await card.click();
  await expect(page).toHaveURL(platformUrl(href));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('signing in from the 404 page does not return to the 404 page', async ({ page }) => {
  await page.goto(platformUrl('/showroom/no-such-page'));
  await expect(page).toHaveURL(platformUrl('/showroom/404'));
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(platformUrl('/showroom/login'));
  await page.getByLabel('Email').fill('homeowner@showroom.test');
  await page.getByLabel('Password', { exact: true }).fill('Showroom!2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/showroom\/(account)?$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one row; its Menu button discloses the links, Escape closes, a link works', async ({
    page,
  }) => {
    await page.goto(platformUrl('/showroom/'));
    const header = page.locator('header.shell-header');
    const menu = page.getByRole('button', { name: /^Menu/ });
    await expect(menu).toBeVisible();
    expect((await header.boundingBox())?.height).toBeLessThan(80);
    const signUp = page.getByRole('link', { name: 'Sign Up Free' });
    await expect(signUp).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(signUp).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await signUp.click();
    await expect(page).toHaveURL(platformUrl('/showroom/register'));
    await expect(signUp).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the "Save up to 30%" offer covers nothing: the Zip code field is reachable', async ({ page }) => {
    // A shorter screen, so the field can be scrolled to the very bottom of it.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(platformUrl('/showroom/register'));
    const zip = page.getByLabel('Zip code');
    await expect(zip).toBeVisible();
    // Wherever the visitor scrolls it, top to the very bottom of the screen, the field shows.
    for (const at of [0.2, 0.5, 0.8, 0.95]) {
      await zip.evaluate((element, fraction) => {
        const box = element.getBoundingClientRect();
        window.scrollBy({
          top: box.top + box.height / 2 - window.innerHeight * fraction,
          behavior: 'instant',
        });
      }, at);
      expect(await isUncovered(zip)).toBe(true);
    }
    // The tab sits in the footer's flow, so it covers nothing at any scroll position.
    const offer = page.getByRole('complementary', { name: 'Special offer' });
    expect(await offer.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    expect(await offer.evaluate((element) => element.closest('footer') !== null)).toBe(true);
  });
});
