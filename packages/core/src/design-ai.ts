/**
 * `@showroom/core/design-ai`: AI design's own account (spec §1, §3, §8; issue #26, decision 0111): the AI
 * user and their credits, sign-in, sign-up and sign-out under `AIauthToken`, and the e-mail check. A
 * separate entry (and federation share key) on top of `@showroom/core`, which it imports by name so the
 * session and API client stay page-wide singletons; the shop's widgets never download it.
 */
export { resendAiVerification, verifyAiEmail } from './design-ai/ai-email.ts';
export { type AiUserState, type AiUserStatus, aiPath, aiUser } from './design-ai/ai-user.ts';
