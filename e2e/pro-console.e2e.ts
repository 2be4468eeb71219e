import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatMessage, ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { proEmbedsConsoleUrl, SITE_ORIGIN_MESSAGES } from '@showroom/contract/constants';
import { PRO_MESSAGES, SHOWROOM_ID_ALPHABET } from '@showroom/contract/pro';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.ts';
import { latestMailText, OTP, waitForMailLink, waitForNewMailText } from './support/mail-outbox.ts';
import { platformUrl, shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const ADMIN_EMAIL = 'admin@showroom.test';
/**
 * A site no pro registered; the journey makes its page itself (`openFreshSite`). A `*.localhost` name
 * is a secure context, as a real pro's https site is.
 */
const FRESH_SITE = 'http://new-site.localhost:4999';

// The journey's pro site is a page it makes itself, which Chromium counts as a public site; the platform
// here is on the loopback address, which a public page may not reach without the visitor's permission
// (Local Network Access). Real pros' sites reach a public platform, so the check is off for this file only.
test.use({
  launchOptions: {
    executablePath: ensureChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  },
});

async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.proLogin));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The admin's approval through the API, OTP step included (the admin's screen comes with issue #24). */
async function approveAsAdmin(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(platformUrl('/api/login'), {
    data: { email: ADMIN_EMAIL, password: PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const before = await latestMailText(ADMIN_EMAIL, OTP);
  await request.get(platformUrl('/api/login/verify_otp'), { headers });
  const otp = await waitForNewMailText(ADMIN_EMAIL, OTP, before);
  await request.get(platformUrl(`/api/login/verify_otp?otp=${otp}`), { headers });
  const pending = (await (await request.get(platformUrl('/api/admin/pros'), { headers })).json()) as {
    data: { data: { id: number; email: string }[] };
  };
  const applicant = pending.data.data.find((pro) => pro.email === email);
  expect(applicant, 'the new pro waits for approval').toBeDefined();
  const approved = await request.post(platformUrl(`/api/admin/pros/${applicant?.id}/approve`), { headers });
  expect(approved.status()).toBe(200);
  return ((await approved.json()) as { data: { vsd_id: string } }).data.vsd_id;
}

/** A page on a site of the pro's with the tag copied from the console and one widget, as a pro would paste it. */
async function openFreshSite(page: Page, headTag: string): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Showroom:')) warnings.push(message.text());
  });
  await page.route(`${FRESH_SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>New site</title>${headTag}</head><body><h1>Our work</h1><showroom-entry></showroom-entry></body></html>`,
    }),
  );
  await page.goto(`${FRESH_SITE}/our-showroom.html`);
  return warnings;
}

test('a new contractor signs up, verifies, is approved, signs in to the console and registers a new site', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const email = `pro-${Date.now()}@pros.showroom.test`;
  const company = 'Harbor Tile & Stone';

  await page.goto(shellUrl(ROUTE_PATHS.proAccount));
  await page.getByRole('link', { name: 'Sign up as a Pro' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.proSignUp));
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Licence number').fill('CA-778899');
  await page.getByLabel('Your name').fill('Morgan Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Phone number (US)').fill('415 555 0199');
  await page.getByLabel('ZIP code').fill('94107');
  await page.getByLabel('Service area').fill('San Francisco and the Peninsula');
  await page.getByLabel('I accept the Terms of Service').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(PRO_MESSAGES.registered)).toBeVisible();

  // The e-mail is verified as a homeowner's is.
  await page.goto(await waitForMailLink(email, '/verify/'));
  await expect(page.getByText(ACCOUNT_MESSAGES.emailVerified)).toBeVisible();

  // Until an admin approves, the console says the account waits.
  await signInToConsole(page, email);
  await expect(page.getByText(ACCOUNT_MESSAGES.accountPending).first()).toBeVisible();

  const showroomId = await approveAsAdmin(request, email);
  expect(showroomId).toMatch(new RegExp(`^[${SHOWROOM_ID_ALPHABET}]{8}$`));

  // Signed in: the console's home shows the new Showroom ID and the way to the shop.
  await signInToConsole(page, email);
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.proConsole));
  await expect(page.getByText(showroomId, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of .*showroom=/ })).toBeVisible();

  // The tag from the console on a site not registered yet: embed.js tells the pro where to register it.
  await page.getByRole('link', { name: 'Sites and embeds' }).first().click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.proEmbeds));
  // The tag names the showroom once the console's home has loaded (a placeholder until then).
  const tagCode = page.locator('code').filter({ hasText: 'embed.js' });
  await expect(tagCode).toContainText(`data-showroom="${showroomId}"`);
  const headTag = (await tagCode.textContent()) ?? '';
  const site = await context.newPage();
  const warnings = await openFreshSite(site, headTag);
  await expect(site.locator('showroom-entry').getByText(company)).toBeVisible();
  const forThePro = formatMessage(SITE_ORIGIN_MESSAGES.registerSite, {
    origins: FRESH_SITE,
    console: proEmbedsConsoleUrl(platformUrl()),
  });
  await expect.poll(() => warnings).toEqual([forThePro]);

  // Registered as pasted (a page's whole address), it works on that site at once: no more warning.
  await page.getByLabel('Site address').fill(`${FRESH_SITE}/our-showroom.html`);
  await page.getByRole('button', { name: 'Add site' }).click();
  await expect(page.getByRole('list', { name: 'Registered sites' }).getByText(FRESH_SITE)).toBeVisible();
  warnings.length = 0;
  await site.reload();
  await expect(site.locator('showroom-entry').getByText(company)).toBeVisible();
  expect(warnings).toEqual([]);

  // The showroom's name, changed in the console, is what the widgets on that site are answered at once.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Showroom' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.proShowroom));
  const renamed = `${company} Design`;
  await page.getByLabel('Company name').fill(renamed);
  await page.getByLabel('Reviews').fill('https://reviews.example/harbor');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(PRO_MESSAGES.showroomSaved).first()).toBeVisible();
  // What a new visitor's widgets read (a returning visitor's stored selection keeps the name it had).
  const search = await request.get(platformUrl(`/api/visualization/showrooms?s=${showroomId}`));
  expect(((await search.json()) as { data: { data: { company_name: string }[] } }).data.data).toEqual([
    expect.objectContaining({ company_name: renamed }),
  ]);
});
