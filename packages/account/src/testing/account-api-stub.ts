/**
 * A fetch stand-in answering the account calls (`/api/profile`, `/api/notification`) like
 * hosts/api does, for tests (`vi.stubGlobal('fetch', stub.fetch)`) and stories. Other paths get
 * the catalogue's 404, so a widget making an unexpected call fails visibly.
 */
import { DEFAULT_PAGE_SIZE, MESSAGES, toValidationError } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  type Notification,
  type Profile,
  profileUpdateRequestSchema,
} from '@showroom/contract/account';
import { demoPage } from '@showroom/contract/testing';
import { DEMO_ACCOUNT_PROFILE, demoNotifications } from './account-fixtures.ts';

export interface AccountApiOptions {
  profile?: Profile;
  notifications?: Notification[];
  /** Answer the profile load with this status instead (e.g. 500). */
  profileStatus?: number;
  /** Answer the notification list with this status instead. */
  notificationsStatus?: number;
  /** Field errors the server adds on `PUT /api/profile` (rules only it knows). */
  serverFieldErrors?: Record<string, string[]>;
  /** Shipping charge the server quotes after an address change. */
  shippingCharge?: number;
  latencyMs?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createAccountApi(options: AccountApiOptions = {}) {
  // Copies, so one test's or story's changes (an address saved, a notification read) stay its own.
  const state = {
    ...options,
    profile: structuredClone(options.profile ?? DEMO_ACCOUNT_PROFILE),
    notifications: structuredClone(options.notifications ?? demoNotifications(14)),
  };
  const requests: string[] = [];

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/api\//, '');
    if (path === 'profile' && request.method === 'GET') {
      if (state.profileStatus) return json({ message: MESSAGES.serverErrorFallback }, state.profileStatus);
      return json({ success: true, message: '', data: state.profile });
    }
    if (path === 'profile' && request.method === 'PUT') return updateProfile(await request.json());
    if (path === 'notification') {
      if (state.notificationsStatus)
        return json({ message: MESSAGES.serverErrorFallback }, state.notificationsStatus);
      const unread = state.notifications.filter((item) => item.read_at === null);
      if (url.searchParams.get('pending') === '1')
        return json({ success: true, message: '', data: { count: unread.length, data: unread.slice(0, 5) } });
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? DEFAULT_PAGE_SIZE);
      return json({
        success: true,
        message: '',
        data: demoPage(state.notifications, page, perPage, '/api/notification'),
      });
    }
    const id = Number(path.match(/^notification\/(\d+)$/)?.[1]);
    const item = state.notifications.find((notification) => notification.id === id);
    if (request.method === 'PUT' && item) {
      item.read_at ??= new Date().toISOString();
      return json({ success: true, message: '', data: item });
    }
    return json({ message: MESSAGES.notFoundFallback }, 404);
  }

  function updateProfile(body: unknown): Response {
    const parsed = profileUpdateRequestSchema.safeParse(body);
    if (!parsed.success) return json(toValidationError(parsed.error), 422);
    if (state.serverFieldErrors)
      return json({ message: MESSAGES.invalidGiven, errors: state.serverFieldErrors }, 422);
    const { street, city, state: region, zip_code, apartment } = parsed.data;
    state.profile.shipping_address = { street, city, state: region, zip_code, apartment: apartment ?? null };
    state.profile.shipping_charge = state.shippingCharge ?? state.profile.shipping_charge;
    return json({
      success: true,
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: { shipping_charge: state.profile.shipping_charge },
    });
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.replace(/^.*\/api\//, '/api/')}${url.search}`);
    if (state.latencyMs) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
    return answer(request);
  }

  return { fetch, requests, state };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
