import { SHOWROOM_EVENTS } from '@showroom/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logUnregisteredOrigin } from './unregistered-origin-log.ts';

const PLATFORM = 'https://platform.example';
const refuse = (showroom: string | null) =>
  window.dispatchEvent(
    new CustomEvent(SHOWROOM_EVENTS.originUnregistered, {
      detail: { origin: 'https://pro.example', showroom },
    }),
  );

describe('logUnregisteredOrigin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells the pro once which origin to register, in which showroom’s site settings, on which platform', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logUnregisteredOrigin({ showroom: 'HOMEPRO1', apiOrigin: PLATFORM });
    refuse('STUDIO88');
    refuse('STUDIO88');
    expect(log).toHaveBeenCalledOnce();
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toMatch(/^Showroom: register https:\/\/pro\.example as a site origin in the site settings/);
    expect(line).toContain('shop profile of showroom STUDIO88 on https://platform.example');
  });

  it('names the script tag’s showroom when the visitor chose none, and says so when there is none', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logUnregisteredOrigin({ showroom: 'HOMEPRO1', apiOrigin: PLATFORM });
    refuse(null);
    logUnregisteredOrigin({ showroom: null, apiOrigin: PLATFORM });
    refuse(null);
    expect(String(log.mock.calls[0]?.[0])).toContain('of showroom HOMEPRO1 on');
    expect(String(log.mock.calls[1]?.[0])).toContain('of your showroom on');
  });
});
