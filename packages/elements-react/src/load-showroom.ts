import { HOST_REACT_GLOBAL, type HostReactOffer, SHELL_BASE_PATH } from '@showroom/contract/constants';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';

export interface LoadShowroomOptions {
  /** Your Showroom ID (the tag's `data-showroom`). */
  showroomId: string;
  /** The platform's origin, e.g. `https://showroom.example`; embed.js is at `<platformUrl>/showroom/embed.js`. */
  platformUrl: string;
  /** A theme colour overriding your shop profile's (`data-theme`). */
  theme?: string;
  /** Where "open the full showroom" links go (`data-shell-url`). */
  shellUrl?: string;
  /**
   * Lets the widgets render with this page's React (19.x only) instead of downloading their own
   * (decision 0077). Off by default: the widgets then keep the React they were built and tested with.
   */
  shareReact?: boolean;
}

let loading: Promise<void> | null = null;

/**
 * Inserts the embed.js tag into `<head>` once per page (later calls return the first call's
 * promise; a tag already in the page's HTML is kept and not added again). Resolves when embed.js
 * has run; the elements then load as each comes near the viewport.
 */
export function loadShowroom(options: LoadShowroomOptions): Promise<void> {
  if (loading) return loading;
  const src = `${options.platformUrl.replace(/\/+$/, '')}${SHELL_BASE_PATH}/embed.js`;
  if (options.shareReact) offerThisReact();
  const present = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].some(
    (script) => script.src === src,
  );
  if (present) {
    loading = Promise.resolve();
    return loading;
  }
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.showroom = options.showroomId;
  if (options.theme) script.dataset.theme = options.theme;
  if (options.shellUrl) script.dataset.shellUrl = options.shellUrl;
  loading = new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loading = null;
        script.remove();
        reject(new Error(`Showroom: could not load ${src}`));
      },
      { once: true },
    );
  });
  document.head.append(script);
  return loading;
}

/** Hands embed.js this page's React 19 before it runs (it reads the offer before any widget loads). */
function offerThisReact(): void {
  if (!React.version.startsWith('19.')) return;
  const offer: HostReactOffer = {
    version: React.version,
    modules: {
      react: React,
      'react/jsx-runtime': ReactJsxRuntime,
      'react-dom': ReactDom,
      'react-dom/client': ReactDomClient,
    },
  };
  (globalThis as Record<string, unknown>)[HOST_REACT_GLOBAL] = offer;
}
