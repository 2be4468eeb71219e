import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, ROUTE_PATHS, STORE_PATH_PARAM } from '@showroom/contract';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.ts';
import { shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const CONTRACTOR = 'contractor@showroom.test';
/** Sites the journey makes itself (`openSitePage`); `*.localhost` names are secure contexts, as pros' https sites are. */
const REGISTERED_SITE = 'http://health-site.localhost:4998';
const UNREGISTERED_SITE = 'http://unlisted-site.localhost:4997';

// As in pro-console.e2e.ts: the journey's pro sites count as public sites and the test platform is on the
// loopback address, so Chromium's Local Network Access checks are off for this file only.
test.use({
  launchOptions: {
    executablePath: ensureChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  },
});

async function signInToConsole(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.proEmbeds));
  await page.getByLabel('Email').fill(CONTRACTOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Embed health' })).toBeVisible();
}

/** A page of `site` with the tag copied from the console and one widget, left open until it reported. */
async function openSitePage(page: Page, site: string, path: string, headTag: string): Promise<void> {
  await page.route(`${site}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>Our work</title>${headTag}</head><body><h1>Our work</h1><showroom-entry></showroom-entry></body></html>`,
    }),
  );
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/embed_health'));
  await page.goto(`${site}${path}`);
  await reported;
}

/** The console's card of one site, read again with "Check again" until `expected` shows. */
async function siteCard(console: Page, origin: string, expected: RegExp) {
  const card = console.getByRole('listitem', { name: origin, exact: true });
  await expect(async () => {
    await console.getByRole('button', { name: 'Check again' }).click();
    await expect(card).toContainText(expected, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return card;
}

test("embed health lists a registered site's page with its element, and an unregistered site as a problem to fix", async ({
  page,
  context,
}) => {
  test.slow();
  await signInToConsole(page);
  const headTagCode = page.locator('code').filter({ hasText: 'embed.js' }).first();
  // The tag names a placeholder ID until the console's home has loaded the pro's own.
  await expect(headTagCode).toContainText('data-showroom="HOMEPRO1"');
  const headTag = (await headTagCode.textContent()) ?? '';

  await page.getByLabel('Site address').fill(REGISTERED_SITE);
  await page.getByRole('button', { name: 'Add site' }).click();
  await expect(page.getByRole('list', { name: 'Registered sites' })).toContainText(REGISTERED_SITE);

  const site = await context.newPage();
  await openSitePage(site, REGISTERED_SITE, '/gallery', headTag);
  const registered = await siteCard(page, REGISTERED_SITE, /Working/);
  await expect(registered).toContainText('<showroom-entry>');
  await registered.getByText(/1 page/).click();
  await expect(registered).toContainText('/gallery');

  const other = await context.newPage();
  await openSitePage(other, UNREGISTERED_SITE, '/blog/deck', headTag);
  const unregistered = await siteCard(page, UNREGISTERED_SITE, /not registered/);
  await expect(unregistered).toContainText(`Add ${UNREGISTERED_SITE} under Your sites`);
  await unregistered.getByRole('button', { name: `Add ${UNREGISTERED_SITE} to your sites` }).click();
  await expect(page.getByRole('list', { name: 'Registered sites' })).toContainText(UNREGISTERED_SITE);
  await expect(page.getByRole('listitem', { name: UNREGISTERED_SITE, exact: true })).toContainText('Working');

  // Left as found: the demo showroom's sites are what the other journeys expect.
  for (const origin of [REGISTERED_SITE, UNREGISTERED_SITE])
    await page.getByRole('button', { name: `Remove ${origin}` }).click();
  await expect(page.getByRole('list', { name: 'Registered sites' })).not.toContainText(REGISTERED_SITE);
});

test("the snippet builder's preview moves the whole store inside its frame, and a lone widget's links open a new tab", async ({
  page,
  context,
}) => {
  await signInToConsole(page);
  const frame = page.locator('iframe.sr-console__preview');
  const preview = page.frameLocator('iframe.sr-console__preview');
  const frameAddress = () =>
    frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.location.href);
  await frame.scrollIntoViewIfNeeded();

  // The whole store (the builder's first choice): the next screen shows in the frame, as on the pro's page.
  await preview.getByRole('link', { name: MESSAGES.visualizeRoom }).click();
  await expect(preview.getByRole('heading', { name: VISUALIZER_MESSAGES.title })).toBeVisible();
  // A srcdoc frame's address takes no query: the route is in its fragment.
  expect(await frameAddress()).toContain(`#${STORE_PATH_PARAM}=/visualize`);
  await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.history.back());
  await expect(preview.getByRole('link', { name: MESSAGES.visualizeRoom })).toBeVisible();
  expect(await frameAddress()).toBe('about:srcdoc');

  // One widget, as on a page without the store: its links open the platform, here in a tab of their own.
  await page.getByLabel('What to embed').selectOption('showroom-cart-button');
  await preview.getByRole('button', { name: /Cart/ }).click();
  const tab = context.waitForEvent('page');
  await preview.getByRole('link', { name: 'View cart' }).click();
  await expect(await tab).toHaveURL(new RegExp(`${shellUrl(ROUTE_PATHS.cart)}(\\?|$)`));
  await expect(preview.getByRole('button', { name: /Cart/ })).toBeVisible();
});
