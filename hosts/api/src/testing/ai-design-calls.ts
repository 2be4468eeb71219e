import { randomUUID } from 'node:crypto';
import { type AiPhoto, aiPhotoResponseSchema } from '@showroom/contract/design-ai';
import sharp from 'sharp';
import { hashPassword } from '../lib/passwords.ts';
import { ai_users } from '../modules/ai-design/ai-accounts-schema.ts';
import { multipartBody } from './multipart-body.ts';
import type { TestApp } from './test-app.ts';

/** A fresh AI design account made directly (verified unless told), with its own token. */
export interface AiCaller {
  id: number;
  email: string;
  token: string;
}

let passwordHash: Promise<string> | undefined;

export async function newAiCaller(
  t: TestApp,
  { credits = 20, verified = true }: { credits?: number; verified?: boolean } = {},
): Promise<AiCaller> {
  passwordHash ??= hashPassword('Showroom!2026');
  const email = `ai-${randomUUID()}@example.com`;
  const [row] = await t.db
    .insert(ai_users)
    .values({
      name: 'Test Designer',
      email,
      password_hash: await passwordHash,
      email_verified_at: verified ? t.clock.now() : null,
      credits,
      created_at: t.clock.now(),
    })
    .returning({ id: ai_users.id });
  return { id: row!.id, email, token: await t.aiTokenFor(email) };
}

export const aiHeaders = (caller: Pick<AiCaller, 'token'>) => ({
  authorization: 'Bearer ',
  authorizationai: `Bearer ${caller.token}`,
});

export const newAiKey = () => randomUUID();

/** A kitchen request the seeded catalogue can furnish. */
export const KITCHEN_REQUEST = {
  room_type: 'kitchen',
  width_ft: 12,
  length_ft: 10,
  budget_cents: 5_000_000,
  style: { tags: ['Modern'] },
} as const;

export function requestDesigns(
  t: TestApp,
  caller: Pick<AiCaller, 'token'>,
  key: string,
  payload: object = KITCHEN_REQUEST,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/AI/designs',
    headers: { ...aiHeaders(caller), 'idempotency-key': key },
    payload,
  });
}

/** A room photo of the caller's (a plain 800 × 600 one unless given), uploaded as the form uploads it. */
export async function uploadRoomPhoto(
  t: TestApp,
  caller: Pick<AiCaller, 'token'>,
  picture?: Buffer,
): Promise<AiPhoto> {
  const jpeg =
    picture ??
    (await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a08060' } })
      .jpeg()
      .toBuffer());
  const body = multipartBody({}, [{ name: 'file', fileName: 'room.jpg', type: 'image/jpeg', bytes: jpeg }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/AI/photos',
    headers: { ...aiHeaders(caller), ...body.headers },
    payload: body.payload,
  });
  return aiPhotoResponseSchema.parse(upload.json()).data.photo;
}
