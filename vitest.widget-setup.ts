import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * How long a widget test waits for the screen to settle (`findBy…`, `waitFor`, `vi.waitFor`). The
 * libraries' 1 s default is about what one render chain takes when two test files share the two
 * cores of our machines, so a correct screen could fail a test for being slow; 5 s fails only a
 * screen that never gets there.
 */
const UI_WAIT_MS = 5_000;

configure({ asyncUtilTimeout: UI_WAIT_MS });

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: UI_WAIT_MS, ...options },
  )) as typeof vi.waitFor;
