import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { DEMO_SHOWROOM, shellUrl, siteUrl } from './support/urls.ts';

const HOMEPRO1_TEAL = 'rgb(15, 118, 110)';

test.describe('Showroom entry embedded on a pro’s own site', () => {
  test('data-showroom preselects the pro’s showroom, themed, and Continue Shopping opens it', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    const widget = page.locator('showroom-entry');
    // Playwright locators pierce open shadow roots.
    await expect(widget.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    const continueShopping = widget.getByRole('button', { name: 'Continue Shopping' });
    await expect(continueShopping).toHaveCSS('background-color', HOMEPRO1_TEAL);
    // The widget does not restyle the host page's own buttons.
    await expect(page.locator('.site-button')).toHaveCSS('background-color', 'rgb(244, 201, 93)');

    await continueShopping.click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
    await expect(page.getByRole('heading', { name: `Welcome to ${DEMO_SHOWROOM.company}` })).toBeVisible();
  });

  test('a visitor can type another Showroom ID; the host page may route showroom:navigate itself', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    await page.evaluate(() => {
      document.addEventListener('showroom:navigate', (event) => {
        event.preventDefault();
        document.body.dataset.navigatedTo = (event as CustomEvent<{ path: string }>).detail.path;
      });
    });
    const widget = page.locator('showroom-entry');
    await widget.getByRole('button', { name: 'New Showroom' }).click();
    await widget.getByLabel('Enter Showroom ID').fill('studio88');
    await expect(widget.getByText('Studio 88 Interiors')).toBeVisible();
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-navigated-to', '/visualize/contractor/all');
    await expect(page).toHaveURL(siteUrl('/'));
    // The theme follows the new choice: Studio 88 is on Basic in the seed (decision 0091), so its widget
    // leaves the pro's own colour for the platform's.
    await expect(widget.getByRole('button', { name: 'Continue Shopping' })).toHaveCSS(
      'background-color',
      'rgb(46, 125, 50)',
    );
  });

  test('hostile host CSS does not break the widget, and the widget does not restyle the host', async ({
    page,
  }) => {
    await page.goto(siteUrl('/hostile.html'));
    const widget = page.locator('showroom-entry');
    await expect(widget.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
    await widget.getByRole('button', { name: 'New Showroom' }).click();
    const input = widget.getByLabel('Enter Showroom ID');
    await expect(input).toBeVisible();
    await expect(input).not.toHaveCSS('font-size', '40px');
    await expect(input).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    await input.fill(DEMO_SHOWROOM.id);
    await expect(widget.getByRole('button', { name: 'Next' })).toBeEnabled();
    // The host page keeps its own (odd) rules.
    await expect(page.locator('#host-button')).toBeHidden();
    await expect(page.locator('.host-text')).toHaveCSS('font-family', /Comic Sans/);
  });
});
