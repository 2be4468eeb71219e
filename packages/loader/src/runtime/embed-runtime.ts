/**
 * The embed runtime, fetched by embed.js on first need: the Module Federation runtime that
 * loads a remote's `./elements` module. Remotes share React, zustand, contract, core and ui
 * through the federation share scope, so several widgets on one page use one React, one session
 * and one cart.
 */
import {
  createInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { RemoteRef } from '../element-registry.ts';
import type { EmbedConfig } from '../embed-config.ts';
import lazyLoadTimeoutPlugin from './lazy-load-timeout-plugin.ts';

/** What a remote's `./elements` module exports for embedding. */
interface ElementsModule {
  defineElements(config: EmbedConfig): void | Promise<void>;
}

declare global {
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

let federation: ModuleFederation | undefined;

/**
 * Remotes are built without their own copy of the federation runtime (`externalRuntime`), so
 * the page must provide it, as the shell does with `provideExternalRuntime`.
 */
function provideRuntime(): void {
  runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/**
 * Loads `remote`'s elements and defines them. The first call makes the page's one federation
 * instance, with `timeoutMs` as its remote-entry time-out (the loader always passes the spec's).
 */
export async function loadElements(remote: RemoteRef, config: EmbedConfig, timeoutMs: number): Promise<void> {
  provideRuntime();
  federation ??= createInstance({
    name: 'showroom_embed',
    remotes: [],
    plugins: [lazyLoadTimeoutPlugin({ timeout: timeoutMs }) satisfies ModuleFederationRuntimePlugin],
  });
  const mf = federation;
  mf.registerRemotes([{ name: remote.name, entry: `${config.baseUrl}/${remote.entry}` }]);
  const elements = await mf.loadRemote<ElementsModule>(`${remote.name}/elements`);
  if (!elements) throw new Error(`remote ${remote.name} exposes no ./elements`);
  await elements.defineElements(config);
}
