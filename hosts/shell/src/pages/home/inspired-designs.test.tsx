import { CAROUSEL } from '@showroom/contract/constants';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InspiredDesigns } from './inspired-designs.tsx';

afterEach(cleanup);

const panel = () => screen.getByRole('tabpanel');
const pictures = () => within(panel()).getAllByRole('img');

describe('InspiredDesigns', () => {
  it('shows the four room tabs with Bathroom selected and its seven pictures', () => {
    render(<InspiredDesigns />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Bathroom', 'Kitchen', 'Living Room', 'Landscaping/Outdoor']);
    expect(screen.getByRole('tab', { name: 'Bathroom' }).getAttribute('aria-selected')).toBe('true');
    expect(pictures()).toHaveLength(CAROUSEL.imagesPerRoomTab);
    expect(pictures()[0]?.getAttribute('aria-label')).toMatch(/^Bathroom: /);
  });

  it('a click on a tab switches the carousel to that room', async () => {
    render(<InspiredDesigns />);
    await userEvent.click(screen.getByRole('tab', { name: 'Kitchen' }));
    expect(screen.getByRole('tab', { name: 'Kitchen' }).getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Kitchen' }).id);
    expect(pictures()[0]?.getAttribute('aria-label')).toMatch(/^Kitchen: /);
  });

  it('arrow keys, Home and End move the selection and focus, with one tab stop', async () => {
    render(<InspiredDesigns />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Bathroom' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Kitchen' }));
    expect(screen.getByRole('tab', { name: 'Kitchen' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Landscaping/Outdoor' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Bathroom' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(pictures()[0]?.getAttribute('aria-label')).toMatch(/^Landscaping\/Outdoor: /);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('the carousel has labelled scroll buttons', () => {
    render(<InspiredDesigns />);
    expect(screen.getByRole('button', { name: 'Scroll Bathroom designs forward' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll Bathroom designs back' })).toBeTruthy();
  });
});
