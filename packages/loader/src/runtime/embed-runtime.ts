/**
 * The embed runtime, fetched by embed.js on first need: the Module Federation runtime that
 * loads a remote's `./elements` module. Remotes share React, zustand, core and ui through the
 * federation share scope, so several widgets on one page use one React, one session and one cart.
 */
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import type { RemoteRef } from '../element-registry.ts';
import type { EmbedConfig } from '../embed-config.ts';

/** What a remote's `./elements` module exports for embedding. */
interface ElementsModule {
  defineElements(config: EmbedConfig): void | Promise<void>;
}

let federation: ModuleFederation | undefined;

export async function loadElements(remote: RemoteRef, config: EmbedConfig): Promise<void> {
  federation ??= createInstance({ name: 'showroom_embed', remotes: [] });
  const mf = federation;
  mf.registerRemotes([
    { name: remote.name, entry: `${config.baseUrl}/remotes/${remote.dir}/remoteEntry.js` },
  ]);
  const elements = await mf.loadRemote<ElementsModule>(`${remote.name}/elements`);
  if (!elements) throw new Error(`remote ${remote.name} exposes no ./elements`);
  await elements.defineElements(config);
}
