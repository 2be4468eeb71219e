import {
  AI_CREDITS,
  AI_DESIGN_MESSAGES,
  AI_PHOTO_SURFACE_MESSAGES,
  type AiDesignRequestParsed,
  type AiDesignResult,
  notEnoughCreditsMessage,
} from '@showroom/contract/design-ai';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import type { ShowroomsService } from '../showrooms/index.ts';
import { ai_users } from './ai-accounts-schema.ts';
import { changeCredits } from './ai-credits.ts';
import { type DesignRequestRow, requestResultOf } from './ai-design-answers.ts';
import { type AiDesignInputs, ai_design_requests, ai_designs } from './ai-designs-schema.ts';
import { type AiPhotoDeps, ownPhoto } from './ai-photos.ts';
import type { DesignBrief, DesignGenerator } from './design-generator.ts';
import { surfacesOutsidePhoto } from './photo-surfaces-in-photo.ts';

export interface AiDesignRequestDeps extends AiPhotoDeps {
  showrooms: ShowroomsService;
  generator: DesignGenerator;
}

/** A value as JSON with its keys sorted: `jsonb` gives a stored object's keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameInputs = (a: AiDesignInputs, b: AiDesignInputs) => canonical(a) === canonical(b);

function inputsOf(input: AiDesignRequestParsed): AiDesignInputs {
  return {
    room_type: input.room_type,
    width_ft: input.width_ft,
    length_ft: input.length_ft,
    budget_cents: input.budget_cents,
    style: input.style ?? null,
    photo: input.photo ?? null,
    showroom: input.showroom ?? null,
    ...(input.photo_surfaces?.length ? { photo_surfaces: input.photo_surfaces } : {}),
  };
}

/**
 * `POST /api/AI/designs` (decision 0110). The request row and its spend are one transaction under the
 * AI user's row lock (`changeCredits`): the balance never goes below zero, and the key's unique index
 * makes the same key one request, spent once. The designs are made after and written in a second
 * transaction; a crash between leaves a paid request without designs, which the same key finishes
 * (the generator is deterministic, so the designs are those it would have answered) without paying again.
 */
export async function requestDesigns(
  deps: AiDesignRequestDeps,
  aiUserId: number,
  key: string,
  input: AiDesignRequestParsed,
): Promise<{ result: AiDesignResult; created: boolean }> {
  const inputs = inputsOf(input);
  const known = await rowOfKey(deps.db, aiUserId, key);
  if (known) {
    if (!sameInputs(known.inputs, inputs)) throw fieldError('idempotency_key', AI_DESIGN_MESSAGES.keyReused);
    return { result: await finish(deps, aiUserId, known), created: false };
  }
  await requireVerified(deps.db, aiUserId);
  // Checked before paying: a request that cannot be made costs nothing.
  await briefOf(deps, aiUserId, inputs);
  const row = await deps.db.transaction(async (tx) => {
    // The user's row first: the request's insert takes a key-share lock on it (its foreign key), and two
    // such inserts each waiting to upgrade to the spend's lock would deadlock.
    await tx.select({ id: ai_users.id }).from(ai_users).where(eq(ai_users.id, aiUserId)).for('update');
    const [inserted] = await tx
      .insert(ai_design_requests)
      .values({
        ai_user_id: aiUserId,
        idempotency_key: key,
        inputs,
        credits_spent: AI_CREDITS.designPrice,
        credits_left: 0,
        created_at: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    // The same key's other call won the insert: it pays; this one answers its request.
    if (!inserted) return null;
    const left = await changeCredits(
      tx,
      deps.clock,
      aiUserId,
      'design',
      -AI_CREDITS.designPrice,
      inserted.id,
    );
    if (left === null) {
      const [user] = await tx
        .select({ credits: ai_users.credits })
        .from(ai_users)
        .where(eq(ai_users.id, aiUserId));
      throw new HttpError(402, { message: notEnoughCreditsMessage(user?.credits ?? 0) });
    }
    const [paid] = await tx
      .update(ai_design_requests)
      .set({ credits_left: left })
      .where(eq(ai_design_requests.id, inserted.id))
      .returning();
    return paid!;
  });
  if (!row) {
    const other = await rowOfKey(deps.db, aiUserId, key);
    if (!other) throw new HttpError(409, { message: AI_DESIGN_MESSAGES.inProgress });
    return { result: await finish(deps, aiUserId, other), created: false };
  }
  return { result: await finish(deps, aiUserId, row), created: true };
}

async function requireVerified(db: Database, aiUserId: number): Promise<void> {
  const [user] = await db
    .select({ verified: ai_users.email_verified_at })
    .from(ai_users)
    .where(eq(ai_users.id, aiUserId));
  if (!user?.verified) throw new HttpError(403, { message: AI_DESIGN_MESSAGES.verifyFirst });
}

async function rowOfKey(db: Database, aiUserId: number, key: string): Promise<DesignRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(ai_design_requests)
    .where(and(eq(ai_design_requests.ai_user_id, aiUserId), eq(ai_design_requests.idempotency_key, key)));
  return row;
}

/**
 * The brief of the inputs: the user's own photo's look, the showroom by its ID; 422 naming a wrong one.
 * `paid`: the request was paid for already (a crash before its designs); a photo removed since then is
 * designed without rather than refused, so the credits spent still buy the designs.
 */
async function briefOf(
  deps: AiDesignRequestDeps,
  aiUserId: number,
  inputs: AiDesignInputs,
  { paid = false }: { paid?: boolean } = {},
): Promise<DesignBrief> {
  const photo = inputs.photo === null ? null : await ownPhoto(deps.db, aiUserId, inputs.photo);
  if (inputs.photo !== null && !photo && !paid) throw fieldError('photo', AI_DESIGN_MESSAGES.photoNotFound);
  const outside = photo ? surfacesOutsidePhoto(inputs.photo_surfaces ?? [], photo) : null;
  if (outside) throw fieldError(outside, AI_PHOTO_SURFACE_MESSAGES.outsidePhoto);
  let showroomUserId: number | null = null;
  if (inputs.showroom !== null) {
    const [found] = await deps.showrooms.search(inputs.showroom);
    if (!found) throw fieldError('showroom', AI_DESIGN_MESSAGES.showroomNotFound);
    showroomUserId = found.id;
  }
  return {
    roomType: inputs.room_type,
    widthFt: inputs.width_ft,
    lengthFt: inputs.length_ft,
    budgetCents: inputs.budget_cents,
    style: inputs.style,
    photo: photo ? { palette: photo.palette, brightness: photo.brightness } : null,
    showroomUserId,
  };
}

/** Answers a request: its stored designs, or, for a paid one without them, makes and stores them once. */
async function finish(
  deps: AiDesignRequestDeps,
  aiUserId: number,
  row: DesignRequestRow,
): Promise<AiDesignResult> {
  if (row.completed_at) return requestResultOf(deps, row);
  const generated = await deps.generator.generate(await briefOf(deps, aiUserId, row.inputs, { paid: true }));
  const done = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(ai_design_requests)
      .where(and(eq(ai_design_requests.id, row.id), isNull(ai_design_requests.completed_at)))
      .for('update');
    // A racing call of the same key stored them first: answer those.
    if (!locked) return null;
    await tx.insert(ai_designs).values(
      generated.designs.map((design, position) => ({
        request_id: row.id,
        position,
        title: design.title,
        summary: design.summary,
        total_cents: design.total_cents,
        within_budget: design.within_budget,
        draft: design.draft,
        items: design.items,
        render_url: design.render_url,
      })),
    );
    const [completed] = await tx
      .update(ai_design_requests)
      .set({ generator: generated.generator, note: generated.note, completed_at: deps.clock.now() })
      .where(eq(ai_design_requests.id, row.id))
      .returning();
    return completed!;
  });
  const [stored] = done
    ? [done]
    : await deps.db.select().from(ai_design_requests).where(eq(ai_design_requests.id, row.id));
  return requestResultOf(deps, stored ?? row);
}
