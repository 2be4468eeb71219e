import { validationErrorSchema } from '@showroom/contract';
import {
  DESIGNER_PROFILE_MESSAGES,
  designerPublicProfileResponseSchema,
  PRO_PICTURE_MESSAGES,
  proProfileResponseSchema,
} from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { pngOf } from '../../testing/image-fixtures.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const { logins } = DEMO_ACCOUNTS;
let t: TestApp;
let designer: Record<string, string>;
let designerId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  designer = bearer(await t.tokenFor(logins.designer.email));
  designerId = await t.userIdOf(logins.designer.email);
});
afterAll(() => t.close());

const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/pro/profile', headers, payload });
const addPicture = async (headers: Record<string, string>, width: number, height: number) => {
  const body = multipartBody({}, [
    { name: 'file', fileName: 'kitchen.png', type: 'image/png', bytes: await pngOf(width, height) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/pro/profile/pictures',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const publicProfile = (id: number) => t.app.inject({ method: 'GET', url: `/api/designers/${id}` });

const PROFILE = { hourly_rate_cents: 8550, style_tags: ['Modern', 'Coastal'], about: 'Kitchens and baths.' };

describe('the designer’s profile', () => {
  it('starts empty, with no ratings yet, taking new projects', async () => {
    // The seed fills the demo designers' profiles (decision 0108); the contractor's is untouched.
    const contractor = bearer(await t.tokenFor(logins.contractor.email));
    const response = await t.app.inject({ method: 'GET', url: '/api/pro/profile', headers: contractor });
    expect(proProfileResponseSchema.parse(response.json()).data).toMatchObject({
      hourly_rate_cents: null,
      style_tags: [],
      portfolio: [],
      rating: { average: null, count: 0 },
      accepting_projects: true,
    });
  });

  it('keeps the availability when a console sends none, and changes it when sent', async () => {
    await save(designer, { ...PROFILE, accepting_projects: false });
    await save(designer, PROFILE);
    const seen = designerPublicProfileResponseSchema.parse((await publicProfile(designerId)).json()).data;
    expect(seen.accepting_projects).toBe(false);
    await save(designer, { ...PROFILE, accepting_projects: true });
    const again = designerPublicProfileResponseSchema.parse((await publicProfile(designerId)).json()).data;
    expect(again.accepting_projects).toBe(true);
  });

  it('saves rate, styles and introduction, and homeowners read them publicly', async () => {
    const response = await save(designer, PROFILE);
    expect(response.statusCode).toBe(200);
    expect(proProfileResponseSchema.parse(response.json()).message).toBe(DESIGNER_PROFILE_MESSAGES.saved);
    const seen = designerPublicProfileResponseSchema.parse((await publicProfile(designerId)).json()).data;
    expect(seen).toMatchObject({ id: designerId, company_name: 'Studio 88 Interiors', ...PROFILE });
  });

  it('refuses a negative rate and a style not on the list with field errors, keeping what was saved', async () => {
    const response = await save(designer, { ...PROFILE, hourly_rate_cents: -1, style_tags: ['Gothic'] });
    expect(response.statusCode).toBe(422);
    const { errors } = validationErrorSchema.parse(response.json());
    expect(errors.hourly_rate_cents).toEqual([DESIGNER_PROFILE_MESSAGES.rate]);
    expect(Object.keys(errors).some((field) => field.startsWith('style_tags'))).toBe(true);
    const seen = designerPublicProfileResponseSchema.parse((await publicProfile(designerId)).json()).data;
    expect(seen.hourly_rate_cents).toBe(PROFILE.hourly_rate_cents);
  });

  it('adds a portfolio picture of at least 600 × 400 and removes it; a smaller one is refused', async () => {
    const small = await addPicture(designer, 599, 400);
    expect(small.statusCode).toBe(422);
    expect(validationErrorSchema.parse(small.json()).errors.file).toEqual([
      'The picture field must be Minimum 600 X 400 pixels.',
    ]);
    const added = await addPicture(designer, 800, 600);
    expect(added.statusCode).toBe(200);
    const [picture] = proProfileResponseSchema.parse(added.json()).data.portfolio;
    if (!picture) throw new Error('expected a picture');
    expect((await t.app.inject({ method: 'GET', url: `/api/${picture.url}` })).statusCode).toBe(200);
    const seen = designerPublicProfileResponseSchema.parse((await publicProfile(designerId)).json()).data;
    expect(seen.portfolio.map((shown) => shown.id)).toEqual([picture.id]);

    // Another pro cannot remove it: to them it does not exist.
    const contractor = bearer(await t.tokenFor(logins.contractor.email));
    const url = `/api/pro/profile/pictures/${picture.id}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: contractor });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: PRO_PICTURE_MESSAGES.pictureNotFound });
    const removed = await t.app.inject({ method: 'DELETE', url, headers: designer });
    expect(proProfileResponseSchema.parse(removed.json()).data.portfolio).toEqual([]);
  });

  it('answers 404 publicly for a contractor, a homeowner and nobody', async () => {
    for (const email of [logins.contractor.email, logins.homeowner.email]) {
      expect((await publicProfile(await t.userIdOf(email))).statusCode).toBe(404);
    }
    expect((await publicProfile(999_999)).statusCode).toBe(404);
  });
});
