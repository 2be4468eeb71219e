import { TESTIMONIAL_COUNT_APPROX } from '@showroom/contract/constants';
import { brandLogoUrl, configureApi } from '@showroom/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BRAND_NAMES } from './brand-names.ts';
import { HomeSections } from './home-sections.tsx';
import { resetBrandPartners } from './use-brand-partners.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const brand = (id: number, name: string) => ({
  id,
  name,
  slug: name.toLowerCase(),
  logo: null,
  product_count: 3,
  products: [],
});

function stubBrands(response: () => Response) {
  vi.stubGlobal('fetch', async (request: Request) =>
    new URL(request.url).pathname.endsWith('/brands') ? response() : json({ message: 'Not Found' }, 404),
  );
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://platform.test/api' });
  resetBrandPartners();
  stubBrands(() =>
    json({ success: true, message: '', data: { data: [brand(1, 'Aqualine'), brand(2, 'Cuisina')] } }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSections() {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <HomeSections />
    </Router>,
  );
}

describe('HomeSections', () => {
  it('renders every section of the marketing home under a level-2 heading, in order', () => {
    renderSections();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Inspired Designs',
      'Our Brand Partners',
      'Shop by category',
      'Become a pro',
      'Why join',
      'Client Success Story',
      'Make your customer happier',
      'What our customers say',
      'Take your showroom with you',
    ]);
  });

  it('Why join lists the six reasons of the spec', () => {
    renderSections();
    const why = screen.getByRole('heading', { name: 'Why join' }).closest('section') as HTMLElement;
    const reasons = within(why)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(reasons).toEqual([
      'Visualizer',
      'Support',
      'Delivery and Service',
      'Live chat',
      'Communicate with Contractor',
      'Budget Friendly',
    ]);
  });

  it('brand partners link to /our-brands through See All', () => {
    renderSections();
    expect(screen.getByRole('link', { name: 'See All brand partners' }).getAttribute('href')).toBe(
      '/our-brands',
    );
  });

  it('brand partners are the brands of GET /api/brands', async () => {
    renderSections();
    const carousel = screen.getByRole('region', { name: 'Brand partners' });
    expect(await within(carousel).findByRole('link', { name: 'Aqualine' })).toBeTruthy();
    expect(within(carousel).getAllByRole('link')).toHaveLength(2);
    expect(within(carousel).getByRole('link', { name: 'Cuisina' }).getAttribute('href')).toBe('/our-brands');
  });

  it('shows each brand partner by the logo the API draws of it, named by the brand', async () => {
    renderSections();
    const carousel = screen.getByRole('region', { name: 'Brand partners' });
    const logo = await within(carousel).findByRole('img', { name: 'Aqualine' });
    expect(logo.getAttribute('src')).toBe(brandLogoUrl('aqualine'));
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('loading')]).toEqual([
      '150',
      '50',
      'lazy',
    ]);
  });

  it('brand partners fall back to the local list when the API fails, without a toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubBrands(() => json({ message: 'Server Error' }, 500));
    renderSections();
    const carousel = screen.getByRole('region', { name: 'Brand partners' });
    expect(await within(carousel).findByRole('link', { name: BRAND_NAMES[0] })).toBeTruthy();
    expect(within(carousel).getAllByRole('link')).toHaveLength(BRAND_NAMES.length);
    expect(document.querySelector('[role="alert"], .sr-toast')).toBeNull();
  });

  it('shows about forty five-star testimonials', () => {
    renderSections();
    const region = screen.getByRole('region', { name: 'Testimonials' });
    const stars = within(region).getAllByRole('img', { name: '5 out of 5 stars' });
    expect(Math.abs(stars.length - TESTIMONIAL_COUNT_APPROX)).toBeLessThanOrEqual(5);
  });

  it('links to both app stores', () => {
    renderSections();
    expect(screen.getByRole('link', { name: /App Store/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeTruthy();
  });
});
