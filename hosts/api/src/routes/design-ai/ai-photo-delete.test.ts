import {
  AI_DESIGN_MESSAGES,
  aiDesignListResponseSchema,
  aiDesignResultResponseSchema,
  aiPhotoDeleteResponseSchema,
} from '@showroom/contract/design-ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ai_users } from '../../modules/ai-design/ai-accounts-schema.ts';
import { ai_photos } from '../../modules/ai-design/ai-designs-schema.ts';
import {
  type AiCaller,
  aiHeaders,
  KITCHEN_REQUEST,
  newAiCaller,
  newAiKey,
  requestDesigns,
  uploadRoomPhoto,
} from '../../testing/ai-design-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const removePhoto = (caller: Pick<AiCaller, 'token'> | null, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/AI/photos/${id}`,
    headers: caller ? aiHeaders(caller) : {},
  });

const FLOOR = {
  kind: 'floor',
  corners: [
    [240, 372],
    [560, 372],
    [720, 564],
    [80, 564],
  ],
  length_corners: [0, 1],
  length_inches: 120,
} as const;

describe('DELETE /api/AI/photos/{id}', () => {
  it('removes only the owner’s own photo and its picture; another user’s answers 404 and stays', async () => {
    const owner = await newAiCaller(t);
    const stranger = await newAiCaller(t);
    const photo = await uploadRoomPhoto(t, owner);

    const anonymous = await removePhoto(null, photo.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AI_DESIGN_MESSAGES.signInRequired);
    const foreign = await removePhoto(stranger, photo.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(AI_DESIGN_MESSAGES.photoMissing);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);

    const removed = await removePhoto(owner, photo.id);
    expect(removed.statusCode).toBe(200);
    expect(aiPhotoDeleteResponseSchema.parse(removed.json())).toMatchObject({
      message: AI_DESIGN_MESSAGES.photoRemoved,
      data: { id: photo.id },
    });
    expect(await t.db.select().from(ai_photos).where(eq(ai_photos.id, photo.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await removePhoto(owner, photo.id)).statusCode).toBe(404);
    expect((await removePhoto(owner, 0)).statusCode).toBe(422);
  });

  it('keeps the designs made with the photo, answered as made with a removed photo; a new request cannot use it', async () => {
    const owner = await newAiCaller(t, { credits: 30 });
    const photo = await uploadRoomPhoto(t, owner);
    const key = newAiKey();
    const request = { ...KITCHEN_REQUEST, photo: photo.id, photo_surfaces: [FLOOR] };
    const made = aiDesignResultResponseSchema.parse(
      (await requestDesigns(t, owner, key, request)).json(),
    ).data;
    expect(made.request).toMatchObject({ photo: { id: photo.id }, photo_removed: false });

    expect((await removePhoto(owner, photo.id)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/AI/designs/${made.request.id}`,
      headers: aiHeaders(owner),
    });
    expect(again.statusCode).toBe(200);
    const kept = aiDesignResultResponseSchema.parse(again.json()).data;
    expect(kept.designs).toEqual(made.designs);
    expect(kept.request).toMatchObject({ photo: null, photo_removed: true, photo_surfaces: [FLOOR] });
    const list = aiDesignListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/AI/designs', headers: aiHeaders(owner) })).json(),
    );
    expect(list.data.data[0]).toMatchObject({ id: made.request.id, photo: null, photo_removed: true });
    // The same key still answers its designs, spending nothing.
    const replay = await requestDesigns(t, owner, key, request);
    expect(replay.statusCode).toBe(200);
    expect(aiDesignResultResponseSchema.parse(replay.json()).data.designs).toEqual(made.designs);

    const refused = await requestDesigns(t, owner, newAiKey(), { ...KITCHEN_REQUEST, photo: photo.id });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['photo']);
    const [user] = await t.db.select().from(ai_users).where(eq(ai_users.id, owner.id));
    expect(user?.credits).toBe(20);
  });

  it('answers a request made without a photo as not removed', async () => {
    const owner = await newAiCaller(t);
    const made = aiDesignResultResponseSchema.parse((await requestDesigns(t, owner, newAiKey())).json()).data;
    expect(made.request).toMatchObject({ photo: null, photo_removed: false });
  });
});
