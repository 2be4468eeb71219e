import { z } from 'zod/mini';
import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';
import { styleProfileSchema } from '../projects/style-profile.ts';
import { SHOWROOM_ID_PATTERN } from '../showrooms/showroom-search.ts';
import { intField, MAX_ID, positiveIdField } from '../validation/query-params.ts';
import { AI_PHOTO_SURFACE_MESSAGES, aiPhotoSurfacesSchema } from './ai-photo-surfaces.ts';

/** The rooms AI design furnishes: the visualizer's room groups (`@showroom/rooms`' `RoomGroup`). */
export const AI_ROOM_TYPES = ['kitchen', 'bath', 'living', 'patio'] as const;
export type AiRoomType = (typeof AI_ROOM_TYPES)[number];

/** The limits of a request: a room the plans can hold, a budget from $500 to $500,000. */
export const AI_DESIGN_LIMITS = {
  minFeet: 4,
  maxFeet: 60,
  minBudgetCents: 50_000,
  maxBudgetCents: 50_000_000,
} as const;

const feetField = (label: string) => {
  const notNumber = `The ${label} field must be a number.`;
  return z.pipe(
    // Numbers and numeric strings only, as `intField`: plain coercion would take `true` as 1.
    z.pipe(z.union([z.number(), z.string()], { error: notNumber }), z.coerce.number({ error: notNumber })),
    z
      .number({ error: notNumber })
      .check(
        z.minimum(
          AI_DESIGN_LIMITS.minFeet,
          `The ${label} field must be at least ${AI_DESIGN_LIMITS.minFeet}.`,
        ),
        z.maximum(
          AI_DESIGN_LIMITS.maxFeet,
          `The ${label} field must not be greater than ${AI_DESIGN_LIMITS.maxFeet}.`,
        ),
      ),
  );
};

/**
 * `POST /api/AI/designs` with header `Idempotency-Key` (required): three designs for a room. The same
 * key returns the same designs and spends once; a new key is a new request, even with the same inputs.
 * `showroom` (a Showroom ID) prices at that showroom; without it, platform prices. `photo_surfaces`, the
 * floor (and a wall) marked on `photo`, are inputs too: each design is laid into the photo there.
 */
export const aiDesignRequestSchema = z
  .object({
    room_type: z.enum(AI_ROOM_TYPES, {
      error: `The room type field must be one of ${AI_ROOM_TYPES.join(', ')}.`,
    }),
    width_ft: feetField('width ft'),
    length_ft: feetField('length ft'),
    budget_cents: intField('budget cents', AI_DESIGN_LIMITS.minBudgetCents, AI_DESIGN_LIMITS.maxBudgetCents),
    style: z.optional(z.nullable(styleProfileSchema)),
    photo: z.optional(z.nullable(positiveIdField('photo'))),
    showroom: z.optional(
      z.nullable(
        z
          .string({ error: 'The showroom field must be a string.' })
          .check(
            z.length(SHOWROOM_ID_LENGTH, `The showroom field must be ${SHOWROOM_ID_LENGTH} characters.`),
            z.regex(SHOWROOM_ID_PATTERN, 'The showroom field may only contain letters and numbers.'),
            z.toUpperCase(),
          ),
      ),
    ),
    photo_surfaces: z.optional(z.nullable(aiPhotoSurfacesSchema)),
  })
  .check(
    z.refine((request) => !request.photo_surfaces?.length || request.photo != null, {
      message: AI_PHOTO_SURFACE_MESSAGES.photoRequired,
      path: ['photo_surfaces'],
    }),
  );
export type AiDesignRequest = z.input<typeof aiDesignRequestSchema>;
export type AiDesignRequestParsed = z.infer<typeof aiDesignRequestSchema>;

/** `GET /api/AI/designs?page=`: the AI user's requests, newest first. */
export const aiDesignListQuerySchema = z.object({ page: z.optional(intField('page', 1, 10_000)) });
export type AiDesignListQuery = z.infer<typeof aiDesignListQuerySchema>;

/** `GET /api/AI/designs/{id}`. */
export const aiDesignIdParamsSchema = z.object({ id: intField('id', 1, MAX_ID) });
export type AiDesignIdParams = z.infer<typeof aiDesignIdParamsSchema>;

/** Requests one page of the list holds. */
export const AI_DESIGN_PAGE_SIZE = 10;
