import {
  AI_DESIGN_MESSAGES,
  AI_PHOTO_SURFACE_MESSAGES,
  aiDesignListResponseSchema,
  aiDesignResultResponseSchema,
} from '@showroom/contract/design-ai';
import { PHOTO_SURFACE_MESSAGES } from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ai_users } from '../../modules/ai-design/ai-accounts-schema.ts';
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

const uploadPhoto = async (caller: AiCaller) => (await uploadRoomPhoto(t, caller)).id;

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

describe('surfaces marked on a design request’s photo', () => {
  it('refuses what the projects’ surfaces refuse, and corners off this photo, with field errors', async () => {
    const caller = await newAiCaller(t);
    const photo = await uploadPhoto(caller);
    const send = async (fields: object) => {
      const answer = await requestDesigns(t, caller, newAiKey(), { ...KITCHEN_REQUEST, photo, ...fields });
      expect(answer.statusCode).toBe(422);
      return answer.json().errors as Record<string, string[]>;
    };
    expect(await send({ photo: null, photo_surfaces: [FLOOR] })).toEqual({
      photo_surfaces: [AI_PHOTO_SURFACE_MESSAGES.photoRequired],
    });
    const crossed = [FLOOR.corners[0], FLOOR.corners[2], FLOOR.corners[1], FLOOR.corners[3]];
    expect(await send({ photo_surfaces: [{ ...FLOOR, corners: crossed }] })).toEqual({
      'photo_surfaces.0.corners': [PHOTO_SURFACE_MESSAGES.notConvex],
    });
    expect(await send({ photo_surfaces: [{ ...FLOOR, length_inches: 0 }] })).toEqual({
      'photo_surfaces.0.length_inches': [PHOTO_SURFACE_MESSAGES.lengthPositive],
    });
    expect(await send({ photo_surfaces: [{ ...FLOOR, length_corners: [0, 2] }] })).toEqual({
      'photo_surfaces.0.length_corners': [PHOTO_SURFACE_MESSAGES.lengthCornersInvalid],
    });
    expect(await send({ photo_surfaces: [FLOOR, FLOOR] })).toEqual({
      photo_surfaces: [AI_PHOTO_SURFACE_MESSAGES.onePerKind],
    });
    const wide = FLOOR.corners.map(([x, y]) => [x === 720 ? 900 : x, y]);
    expect(await send({ photo_surfaces: [{ ...FLOOR, corners: wide }] })).toEqual({
      'photo_surfaces.0.corners': [AI_PHOTO_SURFACE_MESSAGES.outsidePhoto],
    });
    expect(await send({ photo_surfaces: 'floor' })).toHaveProperty('photo_surfaces');
    const [user] = await t.db.select().from(ai_users).where(eq(ai_users.id, caller.id));
    expect(user?.credits).toBe(20);
  });

  it('keeps them with the request, answers them with the photo, and counts them as inputs of the key', async () => {
    const caller = await newAiCaller(t, { credits: 40 });
    const photo = await uploadPhoto(caller);
    const key = newAiKey();
    const wall = {
      kind: 'wall',
      corners: [
        [160, 48],
        [640, 48],
        [640, 330],
        [160, 330],
      ],
      length_corners: [1, 2],
      length_inches: 96,
    };
    const request = { ...KITCHEN_REQUEST, photo, photo_surfaces: [FLOOR, wall] };
    const first = await requestDesigns(t, caller, key, request);
    expect(first.statusCode).toBe(201);
    const result = aiDesignResultResponseSchema.parse(first.json()).data;
    expect(result.request.photo).toMatchObject({ id: photo, width: 800, height: 600 });
    expect(result.request.photo_surfaces).toEqual([FLOOR, wall]);

    const again = await requestDesigns(t, caller, key, request);
    expect(again.statusCode).toBe(200);
    expect(aiDesignResultResponseSchema.parse(again.json()).data.request.photo_surfaces).toEqual([
      FLOOR,
      wall,
    ]);
    const moved = await requestDesigns(t, caller, key, { ...request, photo_surfaces: [FLOOR] });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.idempotency_key).toEqual([AI_DESIGN_MESSAGES.keyReused]);

    const past = await t.app.inject({
      method: 'GET',
      url: `/api/AI/designs/${result.request.id}`,
      headers: aiHeaders(caller),
    });
    const shown = aiDesignResultResponseSchema.parse(past.json()).data.request;
    expect(shown.photo_surfaces).toEqual([FLOOR, wall]);
    const file = await t.app.inject({ method: 'GET', url: shown.photo?.url ?? '' });
    expect(file.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/AI/designs', headers: aiHeaders(caller) });
    expect(aiDesignListResponseSchema.parse(list.json()).data.data[0]?.photo_surfaces).toEqual([FLOOR, wall]);

    // Without surfaces, a request answers none and the photo alone.
    const plain = await requestDesigns(t, caller, newAiKey(), { ...KITCHEN_REQUEST, photo });
    const plainResult = aiDesignResultResponseSchema.parse(plain.json()).data.request;
    expect(plainResult.photo_surfaces).toEqual([]);
    expect(plainResult.photo?.id).toBe(photo);
  });
});
