import { UI_TIMING } from '@showroom/contract';

/**
 * A federation runtime plugin (listed in the shell's `runtimePlugins`): a remote's
 * `remoteEntry.js` may take the spec's lazy-load time-out, 120 s (§8, §9), before it counts as
 * failed, instead of the runtime's own 20 s script time-out.
 */
export default function lazyLoadTimeoutPlugin() {
  return {
    name: 'showroom-lazy-load-timeout',
    createScript: () => ({ timeout: UI_TIMING.lazyLoadTimeoutMs }),
  };
}
