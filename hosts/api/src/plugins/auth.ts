import { MESSAGES } from '@showroom/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import type { AccessTokens, Session } from '../services/auth/access-tokens.ts';
import { blockedStatusMessage, isProceedingStatus } from '../services/auth/account-status.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by a route's auth guard; null on routes without one. */
    auth: Session | null;
  }
}

/** Route hooks that demand a signed-in user. */
export interface AuthGuards {
  /** Any valid token whose user is Active or Approve; others get a 403 with the spec's status message. */
  signedIn: onRequestAsyncHookHandler;
  /**
   * Any valid token whatever the account status: only GET /api/authuser and POST /api/logout use it,
   * so a deactivated or pending user can learn their status and sign out, and nothing else.
   */
  signedInAnyStatus: onRequestAsyncHookHandler;
  /**
   * Routes a visitor may call too (the cart): no bearer token (no header, or `Bearer ` and nothing) means a visitor; a token is
   * checked exactly like `signedIn` (an unknown or expired token is a 401, so the client drops it).
   */
  signedInOrVisitor: onRequestAsyncHookHandler;
}

const unauthenticated = () => new HttpError(401, { message: MESSAGES.unauthenticated });

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Bearer token → `request.auth`. Guards are per route (not a global hook), so public routes never pay
 * for a token lookup even though the client sends its token on every call.
 */
export function authPlugin(app: FastifyInstance, tokens: AccessTokens): AuthGuards {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest): Promise<Session> {
    const token = bearerTokenOf(request);
    const session = token ? await tokens.resolve(token) : null;
    if (!session) throw unauthenticated();
    request.auth = session;
    return session;
  }

  async function signedIn(request: FastifyRequest): Promise<void> {
    const { user } = await authenticate(request);
    if (!isProceedingStatus(user.status)) {
      throw new HttpError(403, { message: blockedStatusMessage(user.status) });
    }
  }

  return {
    signedIn,
    async signedInAnyStatus(request) {
      await authenticate(request);
    },
    async signedInOrVisitor(request) {
      // The client sends `Authorization: Bearer ` with an empty token when signed out (spec §7).
      if (bearerTokenOf(request) !== null) await signedIn(request);
    },
  };
}

/** The session a guard has established; a route without a guard gets a 401, never someone else's data. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The session on a `signedInOrVisitor` route: null for a visitor. */
export function optionalSessionOf(request: FastifyRequest): Session | null {
  return request.auth;
}
