import { routeHref } from '@showroom/core';
import { isPlainClick } from '@showroom/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useAiPage } from './ai-page.ts';

/**
 * A real link to an AI design page (`routeHref`: it opens in a new tab, copied or shared); a plain click
 * moves within AI design, so on a pro's site the widget changes page in place.
 */
export function AiLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const page = useAiPage();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    page.go(to);
  }
  return (
    <a href={routeHref(to)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
