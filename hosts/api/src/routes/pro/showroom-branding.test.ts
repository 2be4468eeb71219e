import { BRANDING_MESSAGES, shopProfileResponseSchema, validationErrorSchema } from '@showroom/contract';
import { brandPalette } from '@showroom/contract/palette';
import {
  PRO_PICTURE_MESSAGES,
  SHOWROOM_BRANDING_MESSAGES,
  showroomBrandingResponseSchema,
} from '@showroom/contract/pro';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { pngOf, SVG_WITH_SCRIPT, svgOf } from '../../testing/image-fixtures.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let contractor: Record<string, string>;
let designer: Record<string, string>;
let contractorId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
  contractorId = await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
});
afterAll(() => t.close());

const branding = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/pro/showroom/branding', headers });
const setTheme = (headers: Record<string, string>, theme_color: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/pro/showroom/branding', headers, payload: { theme_color } });
const upload = (headers: Record<string, string>, fileName: string, bytes: Buffer) => {
  const body = multipartBody({}, [{ name: 'file', fileName, type: 'application/octet-stream', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/pro/showroom/logo',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const publicProfile = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/visualization/shop_profile?showroom=${contractorId}`,
  });
  const data = shopProfileResponseSchema.parse(response.json()).data.data;
  if (Array.isArray(data)) throw new Error('expected a profile');
  return data.profile;
};

describe('the showroom’s theme colour (spec §4 Theming)', () => {
  it('tells the pro whether the plan allows branding, and why not', async () => {
    const open = showroomBrandingResponseSchema.parse((await branding(contractor)).json()).data;
    expect(open).toMatchObject({ allowed: true, reason: null, theme_color: '#0f766e' });
    const locked = showroomBrandingResponseSchema.parse((await branding(designer)).json()).data;
    expect(locked).toMatchObject({ allowed: false, reason: BRANDING_MESSAGES.locked });
  });

  it('saves a colour (lower case) and the public profile shows it at once', async () => {
    const response = await setTheme(contractor, ' #B45309 ');
    expect(response.statusCode).toBe(200);
    const body = showroomBrandingResponseSchema.parse(response.json());
    expect(body.message).toBe(SHOWROOM_BRANDING_MESSAGES.saved);
    expect(body.data.theme_color).toBe('#b45309');
    expect((await publicProfile()).theme_color).toBe('#b45309');
    // The public profile carries the new colour's palette, so the widgets follow without colour maths.
    expect((await publicProfile()).palette).toEqual(brandPalette('#b45309'));
  });

  it('refuses what is no hex colour with a field error, keeping the saved colour', async () => {
    for (const bad of ['red', '#12345', 'url(javascript:x)', 42]) {
      const response = await setTheme(contractor, bad);
      expect(response.statusCode).toBe(422);
      expect(validationErrorSchema.parse(response.json()).errors.theme_color).toEqual([
        SHOWROOM_BRANDING_MESSAGES.invalidColor,
      ]);
    }
    expect((await publicProfile()).theme_color).toBe('#b45309');
  });

  it('refuses a colour to a plan without branding (422, with the reason), but lets it clear one', async () => {
    const refused = await setTheme(designer, '#112233');
    expect(refused.statusCode).toBe(422);
    expect(validationErrorSchema.parse(refused.json()).errors.theme_color).toEqual([
      BRANDING_MESSAGES.locked,
    ]);
    const cleared = await setTheme(designer, null);
    expect(cleared.statusCode).toBe(200);
    expect(showroomBrandingResponseSchema.parse(cleared.json()).data.theme_color).toBeNull();
  });
});

describe('the showroom’s logo', () => {
  it('keeps a re-encoded copy, serves it to anyone, and puts it on the public profile', async () => {
    const response = await upload(contractor, 'logo.png', await pngOf(300, 100));
    expect(response.statusCode).toBe(200);
    const body = showroomBrandingResponseSchema.parse(response.json());
    expect(body.message).toBe(PRO_PICTURE_MESSAGES.logoSaved);
    const logo = body.data.business_logo ?? '';
    expect(logo).toMatch(/^pro_pictures\/[0-9a-f-]{36}\.png$/);
    expect((await publicProfile()).business_logo).toBe(logo);
    const served = await t.app.inject({ method: 'GET', url: `/api/${logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
  });

  it('rasterises a clean SVG, and a new logo replaces the old one', async () => {
    const before = (await publicProfile()).business_logo;
    const response = await upload(contractor, 'logo.svg', svgOf(240, 80));
    expect(response.statusCode).toBe(200);
    const after = showroomBrandingResponseSchema.parse(response.json()).data.business_logo;
    expect(after).toMatch(/\.png$/);
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `/api/${before}` })).statusCode).toBe(404);
  });

  it.each([
    ['a name with another ending', 'logo.webp', () => pngOf(300, 100), PRO_PICTURE_MESSAGES.type('logo')],
    ['an SVG with a script', 'logo.svg', async () => SVG_WITH_SCRIPT, PRO_PICTURE_MESSAGES.type('logo')],
    [
      'bytes that are no image',
      'logo.png',
      async () => Buffer.from('hello'),
      PRO_PICTURE_MESSAGES.type('logo'),
    ],
    [
      'a picture under the minimum size (spec §5 maxdimensions)',
      'logo.png',
      () => pngOf(119, 100),
      'The logo field must be Minimum 120 X 40 pixels.',
    ],
  ])('refuses %s with the field’s message', async (_, fileName, bytes, message) => {
    const response = await upload(contractor, fileName, await bytes());
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.file).toEqual([message]);
  });

  it('refuses a logo to a plan without branding before reading it', async () => {
    const response = await upload(designer, 'logo.png', await pngOf(300, 100));
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.file).toEqual([BRANDING_MESSAGES.locked]);
  });

  it('removes the logo: the profile falls back to the default logo and the picture is gone', async () => {
    const logo = (await publicProfile()).business_logo;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/pro/showroom/logo',
      headers: contractor,
    });
    expect(response.statusCode).toBe(200);
    expect((await publicProfile()).business_logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/${logo}` })).statusCode).toBe(404);
  });

  it('is the pro’s own: a homeowner is refused, and a missing picture is a 404', async () => {
    const homeowner = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email));
    expect((await branding(homeowner)).statusCode).toBe(403);
    expect((await upload(homeowner, 'logo.png', await pngOf(300, 100))).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/pro_pictures/00000000-0000-0000-0000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
  });
});
