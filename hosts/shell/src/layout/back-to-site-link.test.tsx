import { RETURN_TO_SITE } from '@showroom/contract/constants';
import { DEMO_MATCH, DEMO_PROFILE, demoProfileBody } from '@showroom/contract/testing';
import { configureApi, showroomSelection } from '@showroom/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToSiteLink } from './back-to-site-link.tsx';
import { keepReturnToSite } from './return-to-site.ts';
import { useProProfile } from './use-pro-profile.ts';

const PROFILE = { ...DEMO_PROFILE, site_origins: ['https://pro.example'] };

beforeEach(() => {
  sessionStorage.clear();
  showroomSelection.clear();
  configureApi({ baseUrl: 'http://platform.test/api' });
  vi.stubGlobal('fetch', async () => {
    const body = demoProfileBody(true);
    const data = { ...body.data, data: { ...body.data.data, profile: PROFILE } };
    return new Response(JSON.stringify({ ...body, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

function arriveFrom(page: string) {
  history.replaceState(
    null,
    '',
    `/showroom/cart?showroom=HOMEPRO1&${RETURN_TO_SITE.param}=${encodeURIComponent(page)}`,
  );
  keepReturnToSite();
}

/** Says when the profile (with the registered sites) has arrived, so a missing link is a decision. */
function ProfileLoaded() {
  return useProProfile() ? <p>profile loaded</p> : null;
}

async function renderLink() {
  render(
    <>
      <BackToSiteLink />
      <ProfileLoaded />
    </>,
  );
  act(() => showroomSelection.select({ profile: PROFILE }, DEMO_MATCH));
  await screen.findByText('profile loaded');
}

describe('the way back to the pro’s site', () => {
  it('keeps the page a widget sent the visitor from, and drops it from the address', () => {
    arriveFrom('https://pro.example/shop/?showroom-path=%2Fcart');
    expect(location.pathname + location.search).toBe('/showroom/cart?showroom=HOMEPRO1');
    expect(sessionStorage.getItem(RETURN_TO_SITE.storageKey)).toBe(
      'https://pro.example/shop/?showroom-path=%2Fcart',
    );
  });

  it('links back to that page when it is on a site the showroom registered', async () => {
    arriveFrom('https://pro.example/shop/?showroom-path=%2Fcart');
    await renderLink();
    const link = await screen.findByRole('link', { name: 'Back to pro.example' });
    expect(link.getAttribute('href')).toBe('https://pro.example/shop/?showroom-path=%2Fcart');
  });

  it('never links to a page of a site the showroom did not register (it would receive a session code)', async () => {
    arriveFrom('https://evil.example/steal');
    await renderLink();
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });

  it('keeps no address that is not a web page', async () => {
    arriveFrom('javascript:alert(1)');
    expect(sessionStorage.getItem(RETURN_TO_SITE.storageKey)).toBeNull();
    await renderLink();
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });

  it('shows nothing to a visitor who came straight to the platform', async () => {
    await renderLink();
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });
});
