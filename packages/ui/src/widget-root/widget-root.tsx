import { type Theme, themeCssVariables } from '@showroom/core';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { ToastHost } from '../toast/toast-host.tsx';
import { PortalContainerContext } from './portal-container.ts';
import { useTheme } from './use-theme.ts';
import { BaseStyles } from './widget-styles.tsx';

export interface WidgetRootProps {
  /** Overrides the theme; by default it follows the selected showroom (spec §4 Theming). */
  theme?: Theme;
  children?: ReactNode;
}

/**
 * The root of every widget mount: tokens and defensive base styles, the theme as --sr-*
 * properties, the toast host and, last, the container modals and popovers portal into. That
 * container sits inside the root, so in an embed they stay in the widget's shadow root.
 */
export function WidgetRoot({ theme, children }: WidgetRootProps) {
  const resolved = useTheme(theme);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  return (
    <div className="sr-root" style={themeCssVariables(resolved) as CSSProperties}>
      <BaseStyles />
      <PortalContainerContext value={portalContainer}>
        {children}
        <ToastHost />
      </PortalContainerContext>
      <div className="sr-portal" ref={setPortalContainer} />
    </div>
  );
}
