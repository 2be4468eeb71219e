/**
 * `POST /api/AI/photos/:id/suggested-corners` (decision 0126): the projects' corner suggestion on AI
 * design's own photos, for the photo's owner only, and the suggestion limit both routes share, counted in
 * the database so a second API process over it sees the same count.
 */
import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import { PHOTO_SURFACE_MESSAGES as M, suggestedCornersResponseSchema } from '@showroom/contract/projects';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { STRAIGHT_ON_FLOOR, straightOnRoom } from '../../modules/corner-suggestion/index.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { type AiCaller, aiHeaders, newAiCaller, uploadRoomPhoto } from '../../testing/ai-design-calls.ts';
import { createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
/** A second API instance over the same database, as a second process would be. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  other = await buildApp({
    db: t.db,
    config: { logLevel: 'silent', platformOrigin: TEST_PLATFORM_ORIGIN, showroomDist: '/nonexistent' },
    clock: t.clock,
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const ask = (caller: Pick<AiCaller, 'token'> | null, id: number, payload: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/AI/photos/${id}/suggested-corners`,
    headers: caller ? aiHeaders(caller) : {},
    payload: payload as object,
  });

const plainPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#87a96b' } })
    .jpeg()
    .toBuffer();

describe('POST /api/AI/photos/:id/suggested-corners', () => {
  it('suggests the floor of the owner’s room photo, in the kept photo’s pixels', async () => {
    const owner = await newAiCaller(t);
    const drawn = await sharp(await straightOnRoom())
      .jpeg({ quality: 95 })
      .toBuffer();
    const photo = await uploadRoomPhoto(t, owner, drawn);
    const answer = await ask(owner, photo.id, { kind: 'floor' });
    expect(answer.statusCode).toBe(200);
    const { message, data } = suggestedCornersResponseSchema.parse(answer.json());
    expect(message).toBe(M.cornersSuggested);
    // The drawn room is 800 px wide; the kept copy is the photo at its own size or scaled to its width.
    const scale = photo.width / 800;
    const misses = (data.corners ?? []).map(([x, y], i) =>
      Math.hypot(x - (STRAIGHT_ON_FLOOR[i]?.[0] ?? 0) * scale, y - (STRAIGHT_ON_FLOOR[i]?.[1] ?? 0) * scale),
    );
    expect(misses).toHaveLength(4);
    expect(Math.max(...misses)).toBeLessThanOrEqual(25 * scale);
  });

  it('answers no corners, and says to place them by hand, on a photo without a room’s lines', async () => {
    const owner = await newAiCaller(t);
    const photo = await uploadRoomPhoto(t, owner, await plainPhoto());
    const wall = await ask(owner, photo.id, { kind: 'wall', near: [400, 200] });
    expect(suggestedCornersResponseSchema.parse(wall.json())).toMatchObject({
      message: M.wallNotFound,
      data: { corners: null },
    });
  });

  it('is 404 to anyone but the owner and for no such photo, 401 without an AI session, 422 on a bad kind', async () => {
    const owner = await newAiCaller(t);
    const stranger = await newAiCaller(t);
    const photo = await uploadRoomPhoto(t, owner, await plainPhoto());
    const foreign = await ask(stranger, photo.id, { kind: 'floor' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: AI_DESIGN_MESSAGES.photoMissing });
    expect((await ask(owner, photo.id + 1_000, { kind: 'floor' })).statusCode).toBe(404);
    const anonymous = await ask(null, photo.id, { kind: 'floor' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await ask(owner, photo.id, { kind: 'ceiling', near: [-1, 'x'] });
    expect(bad.statusCode).toBe(422);
    const { errors } = validationErrorSchema.parse(bad.json());
    expect(errors.kind).toEqual([M.kindInvalid]);
  });

  it(`counts an account’s suggestions on every process: past ${RATE_LIMITS.cornerSuggestionsPerAccount.max} in the window, 429 with Retry-After`, async () => {
    const { max, windowMs } = RATE_LIMITS.cornerSuggestionsPerAccount;
    const owner = await newAiCaller(t);
    const neighbour = await newAiCaller(t);
    const photo = await uploadRoomPhoto(t, owner, await plainPhoto());
    const theirs = await uploadRoomPhoto(t, neighbour, await plainPhoto());
    // Half on each "process": the count is the database's, not a process's memory.
    for (let i = 0; i < max; i += 1) {
      const answer = await ask(owner, photo.id, { kind: 'floor' }, i % 2 === 0 ? t.app : other);
      expect(answer.statusCode).toBe(200);
    }
    for (const app of [t.app, other]) {
      const refused = await ask(owner, photo.id, { kind: 'floor' }, app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(windowMs / 1000);
    }
    // Another account is not held back by this one.
    expect((await ask(neighbour, theirs.id, { kind: 'floor' })).statusCode).toBe(200);
    t.clock.advance(windowMs + 1_000);
    expect((await ask(owner, photo.id, { kind: 'floor' }, other)).statusCode).toBe(200);
  });
});
