import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../envelope/envelope.ts';
import { aiDesignAuthRequestSchema } from './ai-account.ts';
import { AI_CREDITS } from './ai-credits-rules.ts';
import { notEnoughCreditsMessage } from './ai-design-messages.ts';
import { aiDesignRequestSchema } from './ai-design-request.ts';
import { AI_PHOTO_SURFACE_MESSAGES } from './ai-photo-surfaces.ts';
import { AI_SCREEN_TEXTS } from './design-ai-screen-texts.ts';

describe('AI design contract', () => {
  it('takes a login or a registration, with field errors on the chosen form', () => {
    expect(
      aiDesignAuthRequestSchema.safeParse({ action: 'login', email: 'A@B.co', password: 'x' }).data,
    ).toEqual({
      action: 'login',
      email: 'a@b.co',
      password: 'x',
    });
    const mismatch = aiDesignAuthRequestSchema.safeParse({
      action: 'register',
      name: 'Ann',
      email: 'ann@example.com',
      password: 'Secret!2026',
      password_confirmation: 'other',
    });
    expect(mismatch.success).toBe(false);
    expect(fieldErrorsOf(mismatch.error ?? never())).toHaveProperty('password_confirmation');
    const unknown = aiDesignAuthRequestSchema.safeParse({ action: 'steal' });
    expect(unknown.success).toBe(false);
  });

  it('reads a design request, upper-casing the Showroom ID and refusing a budget below the floor', () => {
    const parsed = aiDesignRequestSchema.parse({
      room_type: 'kitchen',
      width_ft: '12',
      length_ft: 10,
      budget_cents: 1_500_000,
      showroom: 'homepro1',
    });
    expect(parsed).toMatchObject({ width_ft: 12, showroom: 'HOMEPRO1' });
    const cheap = aiDesignRequestSchema.safeParse({
      room_type: 'bath',
      width_ft: 8,
      length_ft: 8,
      budget_cents: 10,
    });
    expect(Object.keys(fieldErrorsOf(cheap.error ?? never()))).toEqual(['budget_cents']);
  });

  it('takes a marked floor with the photo, and refuses one without a photo or a second floor', () => {
    const floor = {
      kind: 'floor',
      corners: [
        [30, 60],
        [70, 60],
        [90, 95],
        [10, 95],
      ],
      length_corners: [0, 1],
      length_inches: 120,
    };
    const base = { room_type: 'kitchen', width_ft: 12, length_ft: 10, budget_cents: 1_500_000 };
    expect(
      aiDesignRequestSchema.parse({ ...base, photo: 3, photo_surfaces: [floor] }).photo_surfaces,
    ).toEqual([floor]);
    const orphan = aiDesignRequestSchema.safeParse({ ...base, photo_surfaces: [floor] });
    expect(fieldErrorsOf(orphan.error ?? never())).toEqual({
      photo_surfaces: [AI_PHOTO_SURFACE_MESSAGES.photoRequired],
    });
    const twice = aiDesignRequestSchema.safeParse({ ...base, photo: 3, photo_surfaces: [floor, floor] });
    expect(fieldErrorsOf(twice.error ?? never())).toEqual({
      photo_surfaces: [AI_PHOTO_SURFACE_MESSAGES.onePerKind],
    });
  });

  it('says what a design costs and what the user has', () => {
    expect(notEnoughCreditsMessage(3)).toBe(
      `Not enough credits: a design costs ${AI_CREDITS.designPrice} credits; you have 3.`,
    );
  });

  it('labels its buttons and links as labels, not sentences (no closing period)', () => {
    const labels = [
      'welcomeSignIn',
      'startFirst',
      'signIn',
      'signUp',
      'createAccount',
      'buyCredits',
      'signOut',
      'removePhoto',
      'generate',
      'shopDesign',
      'openIn3d',
      'tryAgain',
      'resend',
    ] as const;
    const sentences = labels.filter((key) => AI_SCREEN_TEXTS[key].endsWith('.'));
    expect(sentences).toEqual([]);
  });
});

function never(): never {
  throw new Error('expected a failed parse');
}
