import { formatMessage, MESSAGES, ORIGIN_UNREGISTERED_HEADER, SHOWROOM_EVENTS } from '@showroom/contract';
import { SITE_ORIGIN_MESSAGES } from '@showroom/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { api } from '../api/api-client.ts';
import { configureApi } from '../api/api-config.ts';
import { notify } from '../notify/notify.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';
import { ApiError } from './api-error.ts';

const SITE = 'https://unregistered.example';
const SERVER_MESSAGE = formatMessage(SITE_ORIGIN_MESSAGES.originNotRegistered, { origin: SITE });

function answer(status: number, headers: Record<string, string> = {}): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: SERVER_MESSAGE }), {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
    ),
  );
}

function selectShowroom(vsdId: string | null): void {
  showroomSelection.store.setState({
    showroom: null,
    item: vsdId
      ? {
          showroom: 7,
          vsd_id: vsdId,
          company_name: 'Evergreen',
          theme_color: null,
          custom_addon: 0,
          basic_addon: 0,
        }
      : null,
  });
}

const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));
const call = () => api.post('login', { schema: z.object({}), body: {} }).catch((error: unknown) => error);

describe('a call refused because the page’s site is not registered', () => {
  let events: CustomEvent[];
  const record = (event: Event) => events.push(event as CustomEvent);

  beforeEach(() => {
    configureApi({ baseUrl: 'https://platform.test/api/' });
    notify.store.setState({ toasts: [] });
    events = [];
    window.addEventListener(SHOWROOM_EVENTS.originUnregistered, record);
  });
  afterEach(() => {
    window.removeEventListener(SHOWROOM_EVENTS.originUnregistered, record);
    selectShowroom(null);
    vi.restoreAllMocks();
  });

  it('shows the visitor that this site is not registered for their showroom, and rejects', async () => {
    selectShowroom('HOMEPRO1');
    answer(403, { [ORIGIN_UNREGISTERED_HEADER]: SITE });
    const error = await call();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 403 });
    expect(toasts()).toEqual([
      { type: 'error', message: formatMessage(MESSAGES.siteNotRegistered, { id: 'HOMEPRO1' }) },
    ]);
  });

  it('tells the page which origin to register (embed.js logs it for the pro)', async () => {
    selectShowroom('HOMEPRO1');
    answer(403, { [ORIGIN_UNREGISTERED_HEADER]: SITE });
    await call();
    expect(events.map((event) => event.detail)).toEqual([{ origin: SITE, showroom: 'HOMEPRO1' }]);
  });

  it('shows the server’s message, naming the site, when no showroom is chosen', async () => {
    answer(403, { [ORIGIN_UNREGISTERED_HEADER]: SITE });
    await call();
    expect(toasts()).toEqual([{ type: 'error', message: SERVER_MESSAGE }]);
    expect(events.map((event) => event.detail)).toEqual([{ origin: SITE, showroom: null }]);
  });

  it('leaves any other 403 to the error catalogue, with no event', async () => {
    selectShowroom('HOMEPRO1');
    answer(403);
    await call();
    expect(toasts()).toEqual([{ type: 'error', message: SERVER_MESSAGE }]);
    expect(events).toEqual([]);
  });
});
