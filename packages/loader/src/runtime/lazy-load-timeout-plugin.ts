/**
 * A federation runtime plugin, given `timeout` (the spec's lazy-load time-out of 120 s, §8, §9):
 * a remote's `remoteEntry.js` may take that long before it counts as failed, instead of the
 * runtime's own 20 s script time-out. The shell's build lists it in `runtimePlugins`; embed.js,
 * which loads the remotes' embed containers without the federation runtime, waits as long with
 * its own script loader (`embed-runtime.ts`). It imports nothing:
 * in the shell, runtime plugins run before the share scope exists, so a shared module such as the
 * contract cannot be used here.
 */
export default function lazyLoadTimeoutPlugin({ timeout }: { timeout: number }) {
  return {
    name: 'showroom-lazy-load-timeout',
    createScript: () => ({ timeout }),
  };
}
