import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { productCardLinks } from './support/product-cards.ts';
import { addOneProductInStock, cardFrame, saveAddress, signIn } from './support/purchase-steps.ts';
import { shellUrl, siteUrl } from './support/urls.ts';

type Violation = { directive: string; blocked: string };

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script
 * (init scripts are the browser's, not the page's, so its policy does not stop them).
 */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

test.describe('Widgets on a page with a strict Content-Security-Policy', () => {
  test('render styled, browse a category, add to cart and reach the card frame with no violation', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    const violations = await recordViolations(page);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Showroom: add/.test(message.text())) refused.push(message.text());
    });

    const response = await page.goto(siteUrl('/strict-csp.html'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe');

    // The category's product list, styled from its adopted sheets: a grid, not raw HTML.
    const catalog = page.locator('showroom-catalog');
    await expect(catalog.getByTestId('price').first()).toContainText('$');
    await expect(catalog.locator('.sr-product-list__results')).toHaveCSS('display', 'grid');
    expect(await catalog.evaluate((element) => element.shadowRoot?.querySelectorAll('style').length)).toBe(0);
    expect(
      await catalog.evaluate((element) => element.shadowRoot?.adoptedStyleSheets.length ?? 0),
    ).toBeGreaterThan(2);

    // Browse: a product of the category, opened by the site in its own page, into the cart (the next
    // product while the seed has too little stock of one, so checkout can go on).
    await addOneProductInStock(page, async (index) => {
      if (index > 0) await page.goto(siteUrl('/strict-csp.html'));
      await productCardLinks(catalog).nth(index).click();
      const product = page.locator('showroom-product');
      await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
      // The kit's button: its radius token and weight, not the browser's default button.
      const addToCart = product.getByRole('button', { name: 'Add to cart' });
      await expect(addToCart).toHaveCSS('border-top-left-radius', '6px');
      await expect(addToCart).toHaveCSS('font-weight', '600');
      return product;
    });

    // Checkout on the same page, up to the platform's card frame.
    await page.goto(siteUrl('/strict-csp.html#checkout'));
    const checkout = page.locator('showroom-checkout');
    await signIn(checkout.locator('showroom-login'));
    await expect(checkout.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await saveAddress(checkout);
    await checkout.getByRole('button', { name: 'Continue to payment' }).click();
    const newCard = checkout.getByRole('radio', { name: 'New card' });
    if (!(await newCard.isChecked())) await newCard.check();
    await expect(cardFrame(checkout).getByLabel('Card number')).toBeVisible();

    expect(await violations()).toEqual([]);
    expect(refused).toEqual([]);
    console.log(`strict-CSP journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  test('embed.js names the directive and the source when the policy leaves the platform out', async ({
    page,
  }) => {
    const hints: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Showroom: add')) hints.push(message.text());
    });
    // The same page with connect-src left at 'self': every call to the API is blocked.
    await page.goto(siteUrl('/strict-csp.html?omit=connect-src'));
    const platform = new URL(process.env.PLATFORM_URL ?? 'http://localhost:8080').origin;
    await expect
      .poll(() => hints)
      .toContainEqual(expect.stringContaining(`Showroom: add ${platform} to connect-src`));
    expect(hints.filter((hint) => hint.includes(' to connect-src '))).toHaveLength(1);
  });

  test('the shell itself, under its own policy without inline styles, reports no violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(shellUrl(ROUTE_PATHS.home));
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe');
    // The hero's CSS and a remote's (the Showroom ID form) are adopted by the document.
    await expect(page.locator('.home-hero')).toHaveCSS('position', 'relative');
    await expect(page.getByLabel('Enter Showroom ID')).toBeVisible();
    await page.goto(shellUrl(ROUTE_PATHS.ourBrands));
    await expect(page.getByTestId('price').first()).toContainText('$');
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
    expect(await violations()).toEqual([]);
  });
});
