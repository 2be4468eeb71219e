import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      platformOrigin: 'http://localhost:8080',
      contractorSiteOrigin: 'http://localhost:8081',
      seedProducts: 25_000,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.showroomDist).toMatch(/dist\/showroom$/);
  });

  it('derives the platform origin from PORT and normalises origins', () => {
    expect(loadConfig({ PORT: '9000' }).platformOrigin).toBe('http://localhost:9000');
    expect(loadConfig({ PLATFORM_ORIGIN: 'https://shop.example/' }).platformOrigin).toBe(
      'https://shop.example',
    );
  });

  it('treats empty variables as unset and keeps the in-memory data dir', () => {
    const config = loadConfig({ DATABASE_URL: '', DATA_DIR: ':memory:', SEED_PRODUCTS: '300' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(':memory:');
    expect(config.seedProducts).toBe(300);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('reads mail, proxy, production and social settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      MAIL_FROM: 'Shop <shop@example.test>',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      APP_KEY: 'k'.repeat(32),
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      mailFrom: 'Shop <shop@example.test>',
      trustProxy: true,
      production: true,
      appKey: 'k'.repeat(32),
      social: { googleClientId: 'client.apps.googleusercontent.com', facebookAppId: undefined },
    });
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      trustProxy: false,
      production: false,
      appKey: undefined,
    });
  });

  it('refuses a non-SMTP mail URL and a short APP_KEY', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', APP_KEY: 'short' })).toThrow(
      /SMTP_URL[\s\S]*APP_KEY/,
    );
  });
  it('uses Stripe only when both keys are set, and refuses one without the other', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      jsUrl: 'https://js.stripe.com/v3/',
      apiUrl: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'abc', STRIPE_PUBLISHABLE_KEY: 'pk_x' })).toThrow(
      /STRIPE_SECRET_KEY must start/,
    );
  });
});
