/**
 * A fetch stand-in answering the sign-in, registration, password and verification calls like
 * hosts/api does, for this remote's tests (`vi.stubGlobal('fetch', stub.fetch)`) and stories.
 * Other paths get the catalogue's 404, so an unexpected call fails visibly.
 */
import { MESSAGES, toValidationError } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type AuthUser, registerRequestSchema } from '@showroom/contract/account';

export const DEMO_PASSWORD = 'homeowner-pass';
export const DEMO_TOKEN = '7|demo-homeowner-token-0123456789abcdefghij';
export const VALID_LINK_TOKEN = 'valid-link-token-0123456789';
/**
 * Another mailed verification link the stub's server issued. The verify screen keeps a verified link's
 * answer for the page's life and test files share one page (decision 0122), so a test that verifies a
 * link and is not the first on the page opens one of its own.
 */
export const linkToken = (name: string) => `${VALID_LINK_TOKEN}-${name}`;
const verifiesLink = (route: string) =>
  route === `GET email/verify/${VALID_LINK_TOKEN}` || route.startsWith(`GET email/verify/${linkToken('')}`);

export const DEMO_HOMEOWNER: AuthUser = {
  id: 7001,
  type: 'User',
  status: 'Active',
  first_name: 'Hannah',
  last_name: 'Homeowner',
  email: 'homeowner@showroom.test',
  email_verified_at: '2024-03-01T10:00:00Z',
  country_code: '+1',
  phone_number: '4155550123',
  zip_code: '94107',
  total_projects: 0,
  custom_addon: null,
  latest_subscription: null,
  shop_profile: null,
};

export interface AuthApiOptions {
  /** The account login accepts with `DEMO_PASSWORD` (and the authuser answer). */
  user?: AuthUser;
  /** Field errors `POST /api/register` answers with (a 422), e.g. rules only the server knows. */
  registerErrors?: Record<string, string[]>;
  /** `POST /api/sociallogin/*` fails (the provider refuses). */
  socialFails?: boolean;
  latencyMs?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => json({ success: true, message, data });
const invalid = (field: string, message: string) =>
  json({ message: MESSAGES.invalidGiven, errors: { [field]: [message] } }, 422);

export function createAuthApi(options: AuthApiOptions = {}) {
  const user = structuredClone(options.user ?? DEMO_HOMEOWNER);
  const requests: { route: string; body: unknown }[] = [];
  const session = () => ({ user, token: DEMO_TOKEN });

  function answer(route: string, body: Record<string, unknown>): Response {
    switch (route) {
      case 'POST login':
        return body.email === user.email && body.password === DEMO_PASSWORD
          ? ok(session())
          : invalid('email', ACCOUNT_MESSAGES.loginFailed);
      case 'POST logout':
        return ok(null, ACCOUNT_MESSAGES.loggedOut);
      case 'GET authuser':
        return ok(user);
      case 'GET sociallogin/google/sandbox':
      case 'GET sociallogin/facebook/sandbox':
        return ok({ access_token: 'sandbox-token', expires_in: 300, name: 'Sam Social', email: user.email });
      case 'POST sociallogin/google':
      case 'POST sociallogin/facebook':
        return options.socialFails ? invalid('access_token', 'The access token is invalid.') : ok(session());
      case 'POST register':
        return register(body);
      case 'POST password/email':
        return ok(null, ACCOUNT_MESSAGES.passwordResetLinkSent);
      case 'POST password/reset':
        return body.token === VALID_LINK_TOKEN
          ? ok(null, ACCOUNT_MESSAGES.passwordResetDone)
          : invalid('token', ACCOUNT_MESSAGES.passwordResetTokenInvalid);
      case 'POST change_password':
        return body.current_password === DEMO_PASSWORD
          ? ok(null, ACCOUNT_MESSAGES.passwordChanged)
          : invalid('current_password', ACCOUNT_MESSAGES.currentPasswordWrong);
      case 'GET email/resend':
        return ok(null, ACCOUNT_MESSAGES.verificationLinkSent);
      default:
        if (verifiesLink(route)) {
          user.email_verified_at = new Date().toISOString();
          return json({ success: true, message: ACCOUNT_MESSAGES.emailVerified });
        }
        if (route.startsWith('GET email/verify/'))
          return invalid('token', ACCOUNT_MESSAGES.verificationLinkInvalid);
        return json({ message: MESSAGES.notFoundFallback }, 404);
    }
  }

  function register(body: Record<string, unknown>): Response {
    const parsed = registerRequestSchema.safeParse(body);
    if (!parsed.success) return json(toValidationError(parsed.error), 422);
    if (options.registerErrors)
      return json({ message: MESSAGES.invalidGiven, errors: options.registerErrors }, 422);
    if (parsed.data.email === user.email) return invalid('email', ACCOUNT_MESSAGES.emailTaken);
    const [first_name = '', ...rest] = parsed.data.full_name.split(' ');
    Object.assign(user, {
      first_name,
      last_name: rest.join(' '),
      email: parsed.data.email,
      email_verified_at: null,
    });
    return json({ success: true, message: ACCOUNT_MESSAGES.signupThanks, data: session() }, 201);
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^.*\/api\//, '')}`;
    const text = await request.text();
    const body: Record<string, unknown> = text ? JSON.parse(text) : {};
    requests.push({ route, body });
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    return answer(route, body);
  }

  return { fetch, requests, user };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
