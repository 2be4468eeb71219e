import { BRANDING_MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import {
  PRO_PICTURE_MESSAGES,
  SHOWROOM_BRANDING_MESSAGES,
  type ShowroomBranding,
} from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { BrandingCard } from './branding-card.tsx';

// jsdom decodes no images: the browser's decoder answers by the file's name.
vi.stubGlobal('createImageBitmap', async (file: File) => ({
  ...(file.name.startsWith('tiny') ? { width: 60, height: 20 } : { width: 300, height: 100 }),
  close: () => undefined,
}));

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const OPEN: ShowroomBranding = { allowed: true, reason: null, theme_color: '#1a237e', business_logo: null };

function renderCard(branding: ShowroomBranding) {
  page = setUpConsoleTest({
    'GET pro/showroom/branding': () => ({ body: { success: true, message: '', data: branding } }),
    'PUT pro/showroom/branding': (body) => ({
      body: {
        success: true,
        message: SHOWROOM_BRANDING_MESSAGES.saved,
        data: { ...branding, ...(body as object) },
      },
    }),
    'POST pro/showroom/logo': () => ({
      body: {
        success: true,
        message: PRO_PICTURE_MESSAGES.logoSaved,
        data: { ...branding, business_logo: 'pro_pictures/0b7c.png' },
      },
    }),
  });
  signInAs();
  render(<BrandingCard companyName="Bay Interiors" />);
  return userEvent.setup();
}

describe('BrandingCard', () => {
  it('previews the palette of a typed colour live, with each pair’s contrast, and saves it', async () => {
    const user = renderCard(OPEN);
    const hex = await screen.findByLabelText('Hex code');
    await user.clear(hex);
    await user.type(hex, '#ffd400');
    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(preview.style.getPropertyValue('--sr-brand')).toBe('#ffd400');
    // Yellow is too light for text on white: the preview's primary is a darker shade that passes.
    expect(preview.style.getPropertyValue('--sr-primary')).not.toBe('#ffd400');
    expect(screen.getAllByText(/passes WCAG AA/)).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Save colour' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: SHOWROOM_BRANDING_MESSAGES.saved }),
    );
    expect(page.requests.find((request) => request.route === 'PUT pro/showroom/branding')?.body).toEqual({
      theme_color: '#ffd400',
    });
  }, 20_000);

  it('says what is wrong with a colour that is not one, and keeps what was typed', async () => {
    const user = renderCard(OPEN);
    const hex = await screen.findByLabelText('Hex code');
    await user.clear(hex);
    await user.type(hex, 'blue-ish');
    await user.click(screen.getByRole('button', { name: 'Save colour' }));
    expect(await screen.findByText(SHOWROOM_BRANDING_MESSAGES.invalidColor)).toBeTruthy();
    expect((hex as HTMLInputElement).value).toBe('blue-ish');
    expect(page.requests.some((request) => request.route === 'PUT pro/showroom/branding')).toBe(false);
  }, 20_000);

  it('refuses a logo under the minimum size before sending it, and uploads one that fits', async () => {
    const user = renderCard(OPEN);
    const input = await screen.findByLabelText('Choose a logo file');
    await user.upload(input, new File(['x'], 'tiny.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo field must be Minimum 120 X 40 pixels.')).toBeTruthy();
    expect(page.requests.some((request) => request.route === 'POST pro/showroom/logo')).toBe(false);
    await user.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
    const logo = await screen.findByAltText('Bay Interiors logo');
    expect(logo.getAttribute('src')).toBe('http://platform.test/api/pro_pictures/0b7c.png');
  }, 20_000);

  it('shows a plan without branding what is locked, why, and the way to the plans', async () => {
    renderCard({ ...OPEN, allowed: false, reason: BRANDING_MESSAGES.locked });
    expect(await screen.findByText(BRANDING_MESSAGES.locked, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toMatch(
      new RegExp(`/showroom${ROUTE_PATHS.proPlans}$`),
    );
    expect((screen.getByRole('button', { name: 'Save colour' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Drop your logo here/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  }, 20_000);
});
