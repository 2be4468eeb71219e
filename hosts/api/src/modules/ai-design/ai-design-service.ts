import type { OrderPayment } from '@showroom/contract/checkout';
import {
  AI_CREDIT_PACKS,
  AI_CREDITS,
  AI_DESIGN_PAGE_SIZE,
  type AiCreditPurchase,
  type AiCredits,
  type AiDesignRequestParsed,
  type AiDesignRequestSummary,
  type AiDesignResult,
  type AiSession,
  type AiUser,
} from '@showroom/contract/design-ai';
import type { PhotoPoint, PhotoSurfaceKind } from '@showroom/contract/projects';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PasswordCheck } from '../../lib/passwords.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import type { RateLimits } from '../../providers/rate-limits/rate-limits.ts';
import type { ShowroomContexts } from '../catalog/index.ts';
import { savedCardSummaryOf } from '../payments/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ShowroomsService } from '../showrooms/index.ts';
import { aiUserOf, registerAi, resendAiVerification, signInAi, verifyAiEmail } from './ai-accounts.ts';
import { buyAiCredits } from './ai-credit-purchase.ts';
import { creditsOf } from './ai-credits.ts';
import { requestResultOf, requestSummariesOf } from './ai-design-answers.ts';
import { requestDesigns } from './ai-design-requests.ts';
import { ai_design_requests } from './ai-designs-schema.ts';
import { deleteAiPhoto, photoBySignedLink, suggestAiPhotoCorners, uploadAiPhoto } from './ai-photos.ts';
import { type AiSessionUser, AiTokens } from './ai-tokens.ts';
import { catalogueDesignGenerator } from './catalogue-design-generator.ts';
import type { DesignGenerator } from './design-generator.ts';
import {
  type HostedFetch,
  type HostedModelConfig,
  hostedDesignGenerator,
} from './hosted-design-generator.ts';

export interface AiDesignServiceDeps {
  db: Database;
  clock: Clock;
  appKey: string;
  platformOrigin: string;
  mailer: Mailer;
  limits: RateLimits;
  checkPassword: PasswordCheck;
  settings: SettingsService;
  showrooms: ShowroomsService;
  /** The catalogue's showroom contexts (markup, carried categories). */
  showroomContexts: ShowroomContexts;
  payments: PaymentGateway;
  /** The hosted image model, when AI_DESIGN_URL and AI_DESIGN_KEY are set. */
  hostedModel?: HostedModelConfig | undefined;
  hostedFetch?: HostedFetch | undefined;
  /** Wraps the generator (tests: a crash after the spend, decision 0110). */
  wrapGenerator?: ((generator: DesignGenerator) => DesignGenerator) | undefined;
}

/** AI design (issue #26, decision 0110): its accounts, credits, photos and design requests. */
export function createAiDesignService(deps: AiDesignServiceDeps) {
  const aiTokens = new AiTokens(deps.db, deps.clock);
  const accountDeps = { ...deps, aiTokens };
  const catalogue = catalogueDesignGenerator({ db: deps.db, showrooms: deps.showroomContexts });
  const chosen: DesignGenerator = deps.hostedModel
    ? hostedDesignGenerator(catalogue, deps.hostedModel, deps.hostedFetch)
    : catalogue;
  const generator = deps.wrapGenerator ? deps.wrapGenerator(chosen) : chosen;
  const requestDeps = {
    db: deps.db,
    clock: deps.clock,
    appKey: deps.appKey,
    showrooms: deps.showrooms,
    generator,
  };
  return {
    /** The AI user of an `AuthorizationAI` token, or null. */
    resolve: (token: string): Promise<AiSessionUser | null> => aiTokens.resolve(token),
    user: (aiUserId: number): Promise<AiUser> => aiUserOf(deps.db, aiUserId),
    signIn: (input: { email: string; password: string }, ip: string): Promise<AiSession> =>
      signInAi(accountDeps, input, ip),
    register: (input: { name: string; email: string; password: string }, ip: string): Promise<AiSession> =>
      registerAi(accountDeps, input, ip),
    resendVerification: (user: AiSessionUser) => resendAiVerification(accountDeps, user),
    verifyEmail: (token: string) => verifyAiEmail(accountDeps, token),
    async credits(aiUserId: number, mainUserId: number | null): Promise<AiCredits> {
      return {
        credits: await creditsOf(deps.db, aiUserId),
        design_price: AI_CREDITS.designPrice,
        starter_grant: AI_CREDITS.starterGrant,
        packs: AI_CREDIT_PACKS.map((pack) => ({ ...pack })),
        saved_card:
          mainUserId === null ? null : await savedCardSummaryOf(deps.db, deps.payments.name, mainUserId),
      };
    },
    buyCredits: (
      aiUserId: number,
      mainUserId: number | null,
      key: string,
      input: { pack: string; payment: OrderPayment },
    ): Promise<AiCreditPurchase> => buyAiCredits(deps, aiUserId, mainUserId, key, input),
    uploadPhoto: (aiUserId: number, bytes: Buffer, fileName: string) =>
      uploadAiPhoto(deps, aiUserId, bytes, fileName),
    photoFile: (photoId: number, expires: number, signature: string) =>
      photoBySignedLink(deps, photoId, expires, signature),
    deletePhoto: (aiUserId: number, photoId: number) => deleteAiPhoto(deps.db, aiUserId, photoId),
    suggestPhotoCorners: (
      aiUserId: number,
      photoId: number,
      kind: PhotoSurfaceKind,
      near: PhotoPoint | null,
    ) => suggestAiPhotoCorners(deps.db, aiUserId, photoId, kind, near),
    requestDesigns: (aiUserId: number, key: string, input: AiDesignRequestParsed) =>
      requestDesigns(requestDeps, aiUserId, key, input),
    async designRequests(
      aiUserId: number,
      page: number,
    ): Promise<{ total: number; rows: AiDesignRequestSummary[] }> {
      const mine = eq(ai_design_requests.ai_user_id, aiUserId);
      const [total] = await deps.db.select({ n: count() }).from(ai_design_requests).where(mine);
      const rows = await deps.db
        .select()
        .from(ai_design_requests)
        .where(mine)
        .orderBy(desc(ai_design_requests.id))
        .limit(AI_DESIGN_PAGE_SIZE)
        .offset((page - 1) * AI_DESIGN_PAGE_SIZE);
      return { total: total?.n ?? 0, rows: await requestSummariesOf(deps, rows) };
    },
    /** One of the AI user's requests with its designs; null when it is not theirs or has none yet. */
    async designRequest(aiUserId: number, requestId: number): Promise<AiDesignResult | null> {
      const [row] = await deps.db
        .select()
        .from(ai_design_requests)
        .where(and(eq(ai_design_requests.id, requestId), eq(ai_design_requests.ai_user_id, aiUserId)));
      return row?.completed_at ? requestResultOf(deps, row) : null;
    },
  };
}

export type AiDesignService = ReturnType<typeof createAiDesignService>;
