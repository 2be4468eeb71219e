import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  PHOTO_SURFACE_MESSAGES as M,
  projectFileResponseSchema,
  ROOM_PHOTO_UPLOAD,
  suggestedCornersResponseSchema,
} from '@showroom/contract/projects';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project_rooms } from '../../modules/carts/project-rooms-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { STRAIGHT_ON_FLOOR, straightOnRoom } from '../../modules/corner-suggestion/synthetic-rooms.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Record<string, string>;
let pro: Record<string, string>;
let other: Record<string, string>;
let projectId: number;
let roomPhotoId: string;
let plainPhotoId: string;
let chatFileId: string;

async function upload(url: string, bytes: Buffer) {
  const body = multipartBody({}, [
    { name: ROOM_PHOTO_UPLOAD.field, fileName: 'room.png', type: 'image/png', bytes },
  ]);
  const answer = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...owner, ...body.headers },
    payload: body.payload,
  });
  return projectFileResponseSchema.parse(answer.json()).data.id;
}

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  const ownerId = await t.userIdOf('homeowner@showroom.test');
  const proId = await t.userIdOf('contractor@showroom.test');
  owner = bearer(await t.tokenFor('homeowner@showroom.test'));
  pro = bearer(await t.tokenFor('contractor@showroom.test'));
  other = bearer(await t.tokenFor(await extraHomeownerEmail(t.db)));
  const [project] = await t.db
    .insert(projects)
    .values({ user_id: ownerId, showroom_id: proId, name: 'Kitchen', shared_with_pro_at: new Date() })
    .returning({ id: projects.id });
  projectId = project!.id;
  const [room] = await t.db
    .insert(project_rooms)
    .values({ project_id: projectId, name: 'Kitchen' })
    .returning({ id: project_rooms.id });
  const photos = `/api/projects/${projectId}/rooms/${room!.id}/photos`;
  const drawn = await sharp(await straightOnRoom())
    .png()
    .toBuffer();
  const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#87a96b' } })
    .png()
    .toBuffer();
  roomPhotoId = await upload(photos, drawn);
  plainPhotoId = await upload(photos, plain);
  chatFileId = await upload(`/api/projects/${projectId}/files`, drawn);
});
afterAll(() => t.close());

const ask = (headers: Record<string, string>, payload: unknown, file = roomPhotoId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/photos/${file}/suggested-corners`,
    headers,
    payload: payload as object,
  });

describe('POST /api/projects/:id/photos/:fileId/suggested-corners', () => {
  it('suggests the floor of a room photo, to the homeowner and to the shared pro alike', async () => {
    for (const caller of [owner, pro]) {
      const answer = await ask(caller, { kind: 'floor' });
      expect(answer.statusCode).toBe(200);
      const { message, data } = suggestedCornersResponseSchema.parse(answer.json());
      expect(message).toBe(M.cornersSuggested);
      // The kept copy is the photo at its own size (800 × 600): corners come back in its pixels.
      const misses = (data.corners ?? []).map(([x, y], i) =>
        Math.hypot(x - (STRAIGHT_ON_FLOOR[i]?.[0] ?? 0), y - (STRAIGHT_ON_FLOOR[i]?.[1] ?? 0)),
      );
      expect(misses).toHaveLength(4);
      expect(Math.max(...misses)).toBeLessThanOrEqual(25);
    }
  });

  it('answers no corners, and says to place them by hand, on a photo without a room’s lines', async () => {
    const floor = suggestedCornersResponseSchema.parse(
      (await ask(owner, { kind: 'floor' }, plainPhotoId)).json(),
    );
    expect(floor).toMatchObject({ message: M.floorNotFound, data: { corners: null } });
    const wall = await ask(owner, { kind: 'wall', near: [400, 200] }, plainPhotoId);
    expect(suggestedCornersResponseSchema.parse(wall.json())).toMatchObject({
      message: M.wallNotFound,
      data: { corners: null },
    });
  });

  it('refuses a kind or point it does not know with field errors', async () => {
    const answer = await ask(owner, { kind: 'ceiling', near: [-1, 'x'] });
    expect(answer.statusCode).toBe(422);
    const { errors } = validationErrorSchema.parse(answer.json());
    expect(errors.kind).toEqual([M.kindInvalid]);
    expect(Object.keys(errors).some((field) => field.startsWith('near'))).toBe(true);
  });

  it('is 404 to a stranger, and for a chat file or a photo of no such id', async () => {
    expect((await ask(other, { kind: 'floor' })).statusCode).toBe(404);
    const chat = await ask(owner, { kind: 'floor' }, chatFileId);
    expect(chat.statusCode).toBe(404);
    expect(chat.json()).toMatchObject({ message: 'File not found.' });
    expect((await ask(owner, { kind: 'floor' }, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('holds an account to its suggestions per window: 429 with Retry-After, the shared pro still served', async () => {
    const { max, windowMs } = RATE_LIMITS.cornerSuggestionsPerAccount;
    // A window of the owner's own, whatever the tests above asked.
    t.clock.advance(windowMs + 1_000);
    for (let i = 0; i < max; i += 1) {
      expect((await ask(owner, { kind: 'floor' }, plainPhotoId)).statusCode).toBe(200);
    }
    const refused = await ask(owner, { kind: 'floor' }, plainPhotoId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    expect((await ask(pro, { kind: 'floor' }, plainPhotoId)).statusCode).toBe(200);
  });
});
