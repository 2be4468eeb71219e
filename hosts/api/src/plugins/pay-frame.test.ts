import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_ID } from '@showroom/contract';
import { PAY_FRAME_CONFIG_META, PAY_FRAME_PATH, payFrameConfigSchema } from '@showroom/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { createTestApp, TEST_SITE_ORIGIN, type TestApp } from '../testing/test-app.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card details</title></head><body></body></html>';

let dist: string;
/** The sandbox app's log lines (JSON), to see what a bad request leaves there. */
const logLines: string[] = [];
let sandbox: TestApp;
let stripe: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'pay-frame-dist-'));
  await mkdir(join(dist, 'pay-frame'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
  await writeFile(join(dist, 'pay-frame', 'index.html'), TEMPLATE);
  sandbox = await createTestApp({
    products: 0,
    showroomDist: dist,
    log: { level: 'info', stream: { write: (line) => logLines.push(line) } },
  });
  stripe = await createTestApp({
    products: 0,
    showroomDist: dist,
    stripe: {
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_frame',
      jsUrl: 'https://js.stripe.test/v3/',
      apiUrl: undefined,
    },
  });
});
afterAll(async () => {
  await Promise.all([sandbox.close(), stripe.close()]);
  await rm(dist, { recursive: true, force: true });
});

function configIn(html: string) {
  const content =
    new RegExp(`<meta name="${PAY_FRAME_CONFIG_META}" content="([^"]*)">`).exec(html)?.[1] ?? '';
  return payFrameConfigSchema.parse(JSON.parse(content.replaceAll('&quot;', '"')));
}

describe(`GET ${PAY_FRAME_PATH}`, () => {
  it('may be framed by the platform only, when no showroom is named', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: PAY_FRAME_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    // Its stylesheet is adopted (decision 0078): no inline style, no eval allowed.
    expect(response.headers['content-security-policy']).toContain("style-src 'self';");
    expect(response.headers['content-security-policy']).not.toContain('unsafe');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(configIn(response.body)).toEqual({ gateway: 'sandbox' });
  });

  it("may be framed by the showroom's registered sites, and by no other showroom's", async () => {
    const showroom = await sandbox.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
    const framed = await sandbox.app.inject({
      method: 'GET',
      url: `${PAY_FRAME_PATH}?showroom=${showroom}&origin=x`,
    });
    expect(framed.headers['content-security-policy']).toMatch(
      new RegExp(`frame-ancestors 'self' [^;]*${TEST_SITE_ORIGIN.replaceAll('.', '\\.')}`),
    );
    const homeowner = await sandbox.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email);
    for (const value of [String(homeowner), String(MAX_ID)]) {
      const other = await sandbox.app.inject({ method: 'GET', url: `${PAY_FRAME_PATH}?showroom=${value}` });
      expect(other.statusCode, value).toBe(200);
      expect(other.headers['content-security-policy'], value).toMatch(/frame-ancestors 'self'$/);
    }
  });

  it("lets a site builder's pages frame a registered page holding the card fields, and only such a page", async () => {
    const showroom = await sandbox.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
    const ancestors = encodeURIComponent(
      "https://builder.example https://*.evil 'unsafe-inline' https://builder.example",
    );
    const csp = async (origin: string) =>
      (
        await sandbox.app.inject({
          method: 'GET',
          url: `${PAY_FRAME_PATH}?showroom=${showroom}&origin=${encodeURIComponent(origin)}&ancestors=${ancestors}`,
        })
      ).headers['content-security-policy'] as string;

    const registered = await csp(TEST_SITE_ORIGIN);
    expect(registered).toMatch(/frame-ancestors 'self' [^;]*https:\/\/builder\.example$/);
    expect(registered.match(/builder\.example/g)).toHaveLength(1);
    expect(registered).not.toMatch(/evil|unsafe-inline' https/);
    expect(await csp('https://unregistered.example')).not.toContain('builder.example');
  });

  it('answers a showroom that is not an id with a 422 naming the field, and logs no error for it', async () => {
    logLines.length = 0;
    for (const value of [String(MAX_ID + 1), '99999999999999999999', 'abc', '-1', '0', '1e99', '1.5', '']) {
      const response = await sandbox.app.inject({
        method: 'GET',
        url: `${PAY_FRAME_PATH}?showroom=${encodeURIComponent(value)}&origin=x`,
      });
      expect(response.statusCode, value).toBe(422);
      expect(response.headers['content-security-policy'] ?? '', value).not.toContain(TEST_SITE_ORIGIN);
      expect(Object.keys(response.json().errors), value).toEqual(['showroom']);
    }
    const problems = logLines.filter((line) => JSON.parse(line).level >= 40 || line.includes('stack'));
    expect(problems).toEqual([]);
  });

  it('keeps X-Frame-Options DENY on every other page of /showroom/', async () => {
    const shell = await sandbox.app.inject({ method: 'GET', url: '/showroom/' });
    expect(shell.headers['x-frame-options']).toBe('DENY');
    expect(shell.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('tells the frame to use Stripe.js in Stripe mode, and lets it load it', async () => {
    const response = await stripe.app.inject({ method: 'GET', url: `${PAY_FRAME_PATH}index.html` });
    expect(configIn(response.body)).toEqual({
      gateway: 'stripe',
      publishable_key: 'pk_test_frame',
      stripe_js_url: 'https://js.stripe.test/v3/',
    });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.test");
    expect(csp).toContain('frame-src https://js.stripe.test');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('has no sandbox tokenize endpoint in Stripe mode', async () => {
    const response = await stripe.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/tokens',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});
