import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type RouteAccess } from '@showroom/contract/account';
import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import type { AiSessionUser } from '../modules/ai-design/index.ts';
import type { AccessTokens, Session } from '../modules/identity/index.ts';
import { blockedStatusMessage, isProceedingStatus } from '../modules/identity/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set when the route's access level reads the token; null otherwise. */
    auth: Session | null;
    /** The AI design account of `AuthorizationAI`, set on `aiAccount` routes; null otherwise. */
    aiAuth: AiSessionUser | null;
  }
}

/** Reads AI design's tokens (decision 0110): their own table, never a shop session. */
export interface AiTokenResolver {
  resolve(token: string): Promise<AiSessionUser | null>;
}

const unauthenticated = () => new HttpError(401, { message: MESSAGES.unauthenticated });
const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, { message });

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** `AuthorizationAI: Bearer <token>` (spec §6) → the token, or null. */
export function aiTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorizationai;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Why `session` may not call a route of level `access` (a signed-in level), or null when it may.
 * The status comes first, as in the client's sign-in outcome (spec §4): a deactivated or pending
 * account hears why, whatever its type.
 */
function accessRefusal(
  access: Exclude<RouteAccess, 'public' | 'aiAccount'>,
  session: Session,
): HttpError | null {
  if (access === 'anyAccount') return null;
  const { user } = session;
  if (!isProceedingStatus(user.status)) return forbidden(blockedStatusMessage(user.status));
  switch (access) {
    case 'homeowner':
    case 'homeownerOrVisitor':
      // Only type User signs in on the showroom (spec §6): a pro's, vendor's or admin's token
      // reaches nothing of a homeowner's.
      return user.type === 'User' ? null : forbidden();
    case 'activeAccount':
      if (user.type !== 'Admin') return null;
      return session.otpVerified ? null : forbidden(ACCOUNT_MESSAGES.otpRequired);
    case 'adminAwaitingOtp':
      return user.type === 'Admin' ? null : forbidden();
    case 'admin':
      if (user.type !== 'Admin') return forbidden();
      return session.otpVerified ? null : forbidden(ACCOUNT_MESSAGES.otpRequired);
    case 'pro':
      return user.type === 'Contractor' || user.type === 'Designer' ? null : forbidden();
    case 'vendor':
      return user.type === 'Vendor' ? null : forbidden();
  }
}

/**
 * Enforces each route's declared `config.access` (route-access.ts) in one onRequest hook. Public
 * routes return before the token is read, so they never pay for a lookup even though the client
 * sends its token on every call. Added after the CORS hook, so a 401 or 403 still carries CORS headers.
 */
export function authPlugin(app: FastifyInstance, tokens: AccessTokens, aiTokens: AiTokenResolver): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('aiAuth', null);

  app.addHook('onRequest', (request, _reply, done) => {
    const { access } = request.routeOptions.config;
    // Public routes (the hot reads among them) answer without a promise or a token lookup.
    if (access === undefined || access === 'public') {
      done();
      return;
    }
    const checked =
      access === 'aiAccount' ? authenticateAi(request, aiTokens) : authenticate(request, access, tokens);
    checked.then(() => done(), done);
  });
}

/**
 * An AI design route: the `AuthorizationAI` token must be an AI account's (401 with AI design's own
 * words otherwise, so the client drops only the AI token, spec §8). The shop's `Authorization` is read
 * by the routes that use it (a saved card), never as admission.
 */
async function authenticateAi(request: FastifyRequest, aiTokens: AiTokenResolver): Promise<void> {
  const token = aiTokenOf(request);
  const user = token ? await aiTokens.resolve(token) : null;
  if (!user) throw new HttpError(401, { message: AI_DESIGN_MESSAGES.signInRequired });
  request.aiAuth = user;
}

async function authenticate(
  request: FastifyRequest,
  access: Exclude<RouteAccess, 'public' | 'aiAccount'>,
  tokens: AccessTokens,
): Promise<void> {
  const token = bearerTokenOf(request);
  // The client sends `Authorization: Bearer ` with an empty token when signed out (spec §7).
  if (access === 'homeownerOrVisitor' && token === null) return;
  const session = token ? await tokens.resolve(token) : null;
  if (!session) throw unauthenticated();
  const refusal = accessRefusal(access, session);
  if (refusal) throw refusal;
  request.auth = session;
}

/** The session the route's access level established; a route without one gets a 401, never someone else's data. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The session on a `homeownerOrVisitor` route: null for a visitor. */
export function optionalSessionOf(request: FastifyRequest): Session | null {
  return request.auth;
}

/** The AI account the `aiAccount` level established; a route without one gets a 401. */
export function aiSessionOf(request: FastifyRequest): AiSessionUser {
  if (!request.aiAuth) throw new HttpError(401, { message: AI_DESIGN_MESSAGES.signInRequired });
  return request.aiAuth;
}

/**
 * The shop session sent beside an AI token in `Authorization`, if it is a signed-in account that may
 * proceed; null otherwise (AI design works without one).
 */
export async function optionalShopSession(
  request: FastifyRequest,
  tokens: AccessTokens,
): Promise<Session | null> {
  const token = bearerTokenOf(request);
  const session = token ? await tokens.resolve(token) : null;
  return session && isProceedingStatus(session.user.status) ? session : null;
}
