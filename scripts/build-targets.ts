import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_KEYS } from '@showroom/contract/constants';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every front-end package with its own rspack.config.ts, built in this order. */
export const BUILD_TARGETS = [
  ...REMOTE_KEYS.map((remote) => `packages/${remote}`),
  'packages/loader',
  'packages/pay-frame',
  'hosts/shell',
];

/** Folders whose changes make a build stale. */
export const BUILD_INPUTS = ['packages', 'hosts/shell/src', 'rspack.config.ts', 'package-lock.json'];

export const distDir = path.join(repoRoot, 'dist', 'showroom');
export const buildStamp = path.join(distDir, '.build-stamp');
