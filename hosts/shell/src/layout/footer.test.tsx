import { SHELL_MESSAGES } from '@showroom/contract/constants';

import { DEMO_MATCH, DEMO_PROFILE, demoProfileBody } from '@showroom/contract/testing';
import { configureApi, showroomSelection } from '@showroom/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useSettings } from '../settings/settings-store.ts';
import { Footer } from './footer.tsx';
import { OFFER_DISMISSED_KEY, useFooterOffer } from './footer-offer-state.ts';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

vi.mock('./footer-lead-form.tsx', () => ({ FooterLeadForm: () => <form aria-label="Lead form" /> }));

const SETTINGS = {
  app_name: 'Showroom',
  support_email: 'help@showroom.test',
  support_phone: '(800) 555-0100',
  company_address: '1 Main St',
  platform_url: 'http://platform.test/showroom/',
  powered_by_url: 'http://platform.test/showroom/about_us',
  default_theme_color: '#15803d',
};

const PROFILE_WITH_LINKS = {
  ...DEMO_PROFILE,
  website_url: 'https://evergreen.example',
  email: 'hello@evergreen.example',
  links: { reviews: 'https://reviews.example/evergreen' },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  showroomSelection.clear();
  useSettings.setState({ settings: SETTINGS });
  useFooterOffer.setState({ open: false, dismissed: false });
  configureApi({ baseUrl: 'http://platform.test/api' });
  vi.stubGlobal('fetch', async () => {
    const body = demoProfileBody(true);
    const data = { ...body.data, data: { ...body.data.data, profile: PROFILE_WITH_LINKS } };
    return new Response(JSON.stringify({ ...body, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderFooter = () =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <Footer />
    </Router>,
  );

describe('Footer', () => {
  it('links the platform pages, Powered by and the current year', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/your_orders',
      '/return_policy',
      '/faq',
      '/contact',
      '/privacy_policy',
      '/cookies_policy',
      '/terms_of_service',
    ]);
    expect(screen.getByRole('link', { name: /Powered by/ }).getAttribute('href')).toBe(
      SETTINGS.powered_by_url,
    );
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Showroom`))).toBeTruthy();
  });

  it('shows no pro links without a showroom, and the pro’s links once one is selected', async () => {
    renderFooter();
    expect(screen.queryByRole('navigation', { name: /links$/ })).toBeNull();
    act(() => showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH));
    const pro = await screen.findByRole('navigation', { name: `${DEMO_PROFILE.company_name} links` });
    expect(within(pro).getByRole('link', { name: 'Reviews' }).getAttribute('target')).toBe('_blank');
    expect(within(pro).getByRole('link', { name: 'hello@evergreen.example' }).getAttribute('href')).toBe(
      'mailto:hello@evergreen.example',
    );
  });

  it('does not ask for the pro’s profile again when the footer mounts again', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    vi.stubGlobal('fetch', fetchSpy);
    act(() => showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH));
    const first = renderFooter();
    await screen.findByRole('navigation', { name: `${DEMO_PROFILE.company_name} links` });
    const requestsAfterFirstMount = fetchSpy.mock.calls.length;
    first.unmount();
    renderFooter();
    await screen.findByRole('navigation', { name: `${DEMO_PROFILE.company_name} links` });
    expect(fetchSpy).toHaveBeenCalledTimes(requestsAfterFirstMount);
  });

  it('slides up the offer with the lead form; Escape dismisses it for the session', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole('button', { name: SHELL_MESSAGES.footerOfferTitle }));
    const dialog = await screen.findByRole('dialog', { name: SHELL_MESSAGES.footerOfferTitle });
    expect(within(dialog).getByText(SHELL_MESSAGES.footerOfferText)).toBeTruthy();
    expect(within(dialog).getByRole('form', { name: 'Lead form' })).toBeTruthy();
    expect(document.activeElement).toBe(dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: SHELL_MESSAGES.footerOfferTitle })).toBeNull();
    expect(sessionStorage.getItem(OFFER_DISMISSED_KEY)).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Your Orders' }));
  });

  it('closes with the × button too', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole('button', { name: SHELL_MESSAGES.footerOfferTitle }));
    await user.click(await screen.findByRole('button', { name: 'Close offer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useFooterOffer.getState().dismissed).toBe(true);
  });
});
