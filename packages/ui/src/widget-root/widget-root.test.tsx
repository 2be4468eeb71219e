import { MESSAGES, type ShopProfile } from '@showroom/contract';
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { notify, showroomSelection, themeOfPalette } from '@showroom/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePortalContainer } from './portal-container.ts';
import { WidgetRoot } from './widget-root.tsx';

/** The demo profile in another brand colour, so the assertion cannot pass by the default. */
const navy = {
  brand: '#003366',
  onBrand: '#ffffff',
  primary: '#003366',
  onPrimary: '#ffffff',
  primaryHover: '#002354',
  primarySoft: '#e0f4ff',
  onPrimarySoft: '#003366',
};
const profile: ShopProfile = { ...DEMO_PROFILE, theme_color: '#003366', palette: navy };

function PortalProbe() {
  const container = usePortalContainer();
  return <output>{container?.className ?? 'none'}</output>;
}

const root = () => document.querySelector<HTMLElement>('.sr-root');

describe('WidgetRoot', () => {
  beforeEach(() => {
    showroomSelection.clear();
    notify.store.setState({ toasts: [] });
  });
  afterEach(cleanup);

  it('themes itself from the selected showroom and follows a new selection', () => {
    render(<WidgetRoot>content</WidgetRoot>);
    const defaultPrimary = root()?.style.getPropertyValue('--sr-primary');

    act(() => {
      showroomSelection.select({ profile }, DEMO_MATCH);
    });

    expect(root()?.style.getPropertyValue('--sr-primary')).toBe('#003366');
    expect(root()?.style.getPropertyValue('--sr-primary-contrast')).toBe('#ffffff');
    expect(defaultPrimary).not.toBe('#003366');
  });

  it('uses a theme given as a prop', () => {
    render(<WidgetRoot theme={themeOfPalette({ ...navy, primary: '#1a237e', brand: '#1a237e' })} />);
    expect(root()?.style.getPropertyValue('--sr-primary')).toBe('#1a237e');
    expect(root()?.style.getPropertyValue('--sr-brand')).toBe('#1a237e');
  });

  it('offers its own portal container, inside the root', () => {
    render(
      <WidgetRoot>
        <PortalProbe />
      </WidgetRoot>,
    );
    expect(screen.getByRole('status').textContent).toBe('sr-portal');
    expect(root()?.querySelector(':scope > .sr-portal')).not.toBeNull();
  });

  it('renders the token and base stylesheets, and toasts', async () => {
    render(<WidgetRoot />);
    // Outside a widget element: adopted by the document (the shell), never written as <style>.
    const styles = document.adoptedStyleSheets.map((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
    );
    expect(document.querySelector('style')).toBeNull();
    expect(styles.some((css) => css.includes('--sr-text'))).toBe(true);
    expect(styles.some((css) => css.includes('all: initial'))).toBe(true);

    act(() => {
      notify.error(MESSAGES.notFoundFallback);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.notFoundFallback);
  });
});
