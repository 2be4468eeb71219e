import { resetPageState } from '@showroom/core/testing';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * `npm test` runs these tests beside the server tests on a 2-core machine (decision 0122): a lazy chunk or a
 * faked answer can take longer than testing-library's 1 s default to show there. A longer wait changes no
 * assertion: a screen that never shows still fails, only later.
 */
configure({ asyncUtilTimeout: 3_000 });

/** Where happy-dom's window starts; kept on the window, which outlives this module's copy for each file. */
const START_URL = Symbol.for('showroom.test.startUrl');
type WindowWithStart = typeof globalThis & { [START_URL]?: string };
const page = globalThis as WindowWithStart;
const startUrl = page[START_URL] ?? location.href;
page[START_URL] = startUrl;
const happyDom = (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM;

function expireCookies(): void {
  const paths = ['/', location.pathname];
  for (const entry of document.cookie.split(';')) {
    const name = entry.slice(0, entry.indexOf('=')).trim();
    if (!name) continue;
    for (const path of paths) {
      // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test left; the Cookie Store API is not in happy-dom.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
}

/**
 * The window as a fresh happy-dom one has it. Files share one window (`isolate: false`, decision 0122):
 * nothing a file leaves on the page (rendered trees, storage, cookies, the URL, `<head>`, stubbed
 * globals, fake timers, core's toasts, session and other page-wide stores) reaches the next one.
 */
function resetWindow(): void {
  // Spies are restored before each test, so the last test's (a document.cookie that throws) are still here.
  vi.restoreAllMocks();
  cleanup();
  resetPageState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.adoptedStyleSheets = [];
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  expireCookies();
  if (location.href !== startUrl) happyDom?.setURL(startUrl);
}

resetWindow();
afterAll(resetWindow);
