import { z } from 'zod/mini';
import { orderPaymentSchema } from '../checkout/place-order.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { savedCardSummarySchema } from '../payments/saved-card-summary.ts';
import { designerPublicProfileSchema } from '../pros/designer-profile.ts';
import { PRO_BALANCE_RULES } from '../pros/pro-account-content.ts';
import { positiveIdField } from '../validation/query-params.ts';

/**
 * Hiring a designer for a project (issue #25, decision 0108). The spec names the calls but no fee: the
 * fee is a fixed consultation of `consultationHours` at the designer's hourly rate, paid by card in USD;
 * the platform keeps `platformSharePercent` of it and the rest is the designer's payout earning.
 */
export const DESIGNER_HIRE = {
  consultationHours: 2,
  platformSharePercent: 10,
} as const;

/** The fee of a hire at a designer's hourly rate, in cents. */
export function designerHireFeeCents(hourlyRateCents: number): number {
  return hourlyRateCents * DESIGNER_HIRE.consultationHours;
}

/** What the designer earns of a fee (the platform's share rounded to the cent is kept). */
export function designerShareCents(feeCents: number): number {
  return feeCents - Math.round((feeCents * DESIGNER_HIRE.platformSharePercent) / 100);
}

/** Every text of hiring, written once for the server and the project page. */
export const DESIGNER_HIRE_MESSAGES = {
  hired: 'You hired {name}. They have joined your project and its chat.',
  alreadyHired: 'This designer is already hired for this project.',
  inProgress: 'This designer’s hire is being paid. Wait a moment, then reload the page.',
  notAvailable: 'This designer is not taking new projects.',
  noSuchDesigner: 'No such designer.',
  noRate: 'This designer has not set an hourly rate yet.',
  keyReused: 'This payment attempt was for another hire. Reload the page and try again.',
  attemptExpired: 'This payment attempt had expired, so we refunded it. Reload the page and hire again.',
  unconfirmed:
    'We could not confirm the payment. Press Pay again: it finishes the same hire and never charges twice.',
  matchesYourStyle: 'Matches your style',
  accepting: 'Taking new projects',
  notAccepting: 'Not taking new projects',
  empty: 'No designers are taking projects yet. Check again soon.',
  hiredBadge: 'Hired',
  feeNote: `The fee is a ${DESIGNER_HIRE.consultationHours}-hour consultation at the designer’s hourly rate.`,
  designerNotificationTitle: 'You were hired for a project',
  designerNotificationText:
    '{homeowner} hired you for “{project}”. Open it in your console to chat and add products.',
  designerNotificationTextUnnamed:
    '{homeowner} hired you for a project. Open it in your console to chat and add products.',
  designerMailSubject: 'You were hired for a project on {appName}',
  designerPayoutNote: `It becomes available for payout ${PRO_BALANCE_RULES.availableAfterBusinessDays} business days after the hire, as your other earnings do.`,
} as const;

/** `GET /api/hire_designer?project=`. */
export const hireDesignerQuerySchema = z.object({ project: positiveIdField('project') });
export type HireDesignerQuery = z.infer<typeof hireDesignerQuerySchema>;

/** One designer of the list: their public profile, the fee, and what the project makes of them. */
export const designerForHireSchema = z.extend(designerPublicProfileSchema, {
  fee_cents: z.int(),
  /** The designer's style tags that are in the project's style profile, in the profile's order. */
  matching_tags: z.array(z.string()),
  hired: z.boolean(),
});
export type DesignerForHire = z.infer<typeof designerForHireSchema>;

/** A designer hired for the project, with what was paid. */
export const hiredDesignerSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  fee_cents: z.int(),
  hired_at: z.string(),
});
export type HiredDesigner = z.infer<typeof hiredDesignerSchema>;

/** The homeowner's saved card, offered for the payment (as the plans screen offers it). */
export const hireDesignerListSchema = z.object({
  designers: z.array(designerForHireSchema),
  saved_card: z.nullable(savedCardSummarySchema),
});
export type HireDesignerList = z.infer<typeof hireDesignerListSchema>;
export const hireDesignerListResponseSchema = envelopeSchema(hireDesignerListSchema);
export type HireDesignerListResponse = z.infer<typeof hireDesignerListResponseSchema>;

/** `POST /api/hire_designer` with an `Idempotency-Key` header: the card frame's token or the saved card. */
export const hireDesignerRequestSchema = z.object({
  project: positiveIdField('project'),
  designer: positiveIdField('designer'),
  payment: orderPaymentSchema,
});
export type HireDesignerRequest = z.infer<typeof hireDesignerRequestSchema>;

/** Spec §7: `success`, `data.designers` (the project's hired designers). */
export const hireDesignerResultSchema = z.object({ designers: z.array(hiredDesignerSchema) });
export type HireDesignerResult = z.infer<typeof hireDesignerResultSchema>;
export const hireDesignerResponseSchema = envelopeSchema(hireDesignerResultSchema);
export type HireDesignerResponse = z.infer<typeof hireDesignerResponseSchema>;
