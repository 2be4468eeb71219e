import { MARKUP } from '@showroom/contract';
import { POLICY } from '@showroom/contract/constants';
import { session } from '@showroom/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useSettings } from '../settings/settings-store.ts';
import { ContentPage } from './content-page.tsx';

const SETTINGS = {
  app_name: 'Showroom',
  support_email: 'help@showroom.test',
  support_phone: '(800) 555-0100',
  company_address: '1 Main St, Springfield',
  platform_url: 'http://platform.test/showroom/',
  powered_by_url: 'http://platform.test/showroom/about_us',
  default_theme_color: '#15803d',
};

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ settings: SETTINGS });
});
afterEach(cleanup);

const renderPage = (path: string) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <ContentPage path={path} title="Page" />
    </Router>,
  );

describe('ContentPage', () => {
  it.each([
    ['/faq', 'Frequently Asked Questions'],
    ['/about_us', 'About Showroom'],
    ['/contact', 'Contact Us'],
    ['/return_policy', 'Return and Cancellation Policy'],
    ['/cookies_policy', 'Cookies Policy'],
    ['/terms_of_service', 'Terms of Service'],
    ['/privacy_policy', 'Privacy Policy'],
  ])('%s loads its text and shows its h1', async (path, title) => {
    renderPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('takes the support email and address from the settings', async () => {
    renderPage('/contact');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: SETTINGS.support_email }).getAttribute('href')).toBe(
      `mailto:${SETTINGS.support_email}`,
    );
    expect(screen.getByText(/1 Main St, Springfield/)).toBeTruthy();
  });

  it('numbers the terms and states the policy constants', async () => {
    renderPage('/terms_of_service');
    await screen.findByRole('heading', { level: 1 });
    const text = document.body.textContent ?? '';
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
    expect(text).toContain(`${POLICY.returnWindowDays} days from delivery`);
    expect(text).toContain(`$${POLICY.liabilityFloorUsd}`);
    expect(text).toContain(`at least ${MARKUP.minimumPercent}%`);
    expect(text).toContain('California');
  });

  it('dates the privacy and cookies policies', async () => {
    renderPage('/privacy_policy');
    expect(await screen.findByText('Last updated May 3, 2021')).toBeTruthy();
    cleanup();
    renderPage('/cookies_policy');
    expect(await screen.findByText(/March 9, 2022/)).toBeTruthy();
  });

  it('switches FAQ tabs with the arrow keys and shows a contractor only "How it Works"', async () => {
    act(() =>
      session.setSession({
        token: '7|contractor-token-value',
        user: { id: 7, email: 'c@x.test', type: 'Contractor' },
      }),
    );
    const user = userEvent.setup();
    renderPage('/faq');
    const tablist = await screen.findByRole('tablist');
    expect(within(tablist).queryByRole('tab', { name: 'How the product works' })).toBeNull();
    await user.click(within(tablist).getByRole('tab', { name: 'Product Information' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'How it Works', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How it Works' })).toBeTruthy();
    expect(document.body.textContent).toContain(`${POLICY.pendingBalanceBusinessDays} business days`);
  });
});
