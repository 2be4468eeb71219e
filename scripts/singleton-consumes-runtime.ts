import type { Compiler } from '@rspack/core';

/**
 * The embed containers' share-consuming runtime, cut to the one kind of share they have.
 *
 * Every share of `sharedSingletons` (rspack.config.ts) is a singleton with a fallback. The bundler's
 * runtime for consuming shares carries a semver range parser, `satisfy`, twelve loaders (strict,
 * versioned, non-singleton...) and their messages whatever the config uses: 1.7 KB brotli of every
 * pro's page's `remoteEntry.js`, before any widget paints (decision 0127). This keeps the bundler's
 * data and chunk wiring and replaces the loaders with the singleton one: the version a container
 * already took (or the host page's React, offered as loaded) wins, else the highest; without one
 * in the scope, the container's own fallback. What it drops is the console warning for a singleton
 * outside `requiredVersion` (every share is built from this repository at one version; embed.js
 * offers only a React 19).
 */
export const SINGLETON_CONSUMES_HANDLER = `var consumeVersionLt = function(a, b) {
	a = a.split(".");
	b = b.split(".");
	for (var i = 0; i < a.length || i < b.length; i++) {
		if (a[i] !== b[i]) return i >= a.length || parseInt(a[i], 10) < parseInt(b[i], 10);
	}
	return false;
};
var resolveHandler = function(data) {
	var pick = function() {
		var scope = __webpack_require__.S[data.shareScope];
		var versions = scope && __webpack_require__.o(scope, data.shareKey) && scope[data.shareKey];
		if (!versions) return data.fallback();
		var entry = versions[Object.keys(versions).reduce(function(a, b) {
			return !a || (!versions[a].loaded && consumeVersionLt(a, b)) ? b : a;
		}, 0)];
		entry.loaded = 1;
		return entry.get();
	};
	return function() {
		var promise = __webpack_require__.I(data.shareScope);
		return promise && promise.then ? promise.then(pick) : pick();
	};
};
`;

const HANDLERS_START = 'var splitAndConvert = function(str) {';
const HANDLERS_END = 'var installedModules = {};';
// The fields of a consume's data the handler above does not read.
const UNREAD_FIELDS = / (import|requiredVersion|strictVersion|singleton|eager): ("[^"]*"|true|false),/g;

/**
 * The bundler's consumes runtime (`source`) with the singleton handler; throws when its text is not
 * the one this was written against (a bundler upgrade), or when a consume is not a singleton with
 * a fallback, so a build never ships a runtime that cannot load its shares.
 */
export function singletonConsumesRuntime(source: string): string {
  const start = source.indexOf(HANDLERS_START);
  const end = source.indexOf(HANDLERS_END);
  if (start < 0 || end < start || !source.includes('resolveHandler(moduleIdToConsumeDataMapping[id])')) {
    throw new Error(
      'singletonConsumesRuntime: the bundler’s consumes runtime changed; check scripts/singleton-consumes-runtime.ts',
    );
  }
  const data = source.slice(0, start);
  const consumes = data.match(/ shareKey: /g)?.length ?? 0;
  const singletons = data.match(/ singleton: true, eager: false, fallback: /g)?.length ?? 0;
  if (consumes !== singletons) {
    throw new Error(
      `singletonConsumesRuntime: ${consumes - singletons} share(s) are not singletons with a fallback`,
    );
  }
  return data.replace(UNREAD_FIELDS, '') + SINGLETON_CONSUMES_HANDLER + source.slice(end);
}

/** Applies `singletonConsumesRuntime` to a compilation's consumes runtime module. */
export class SingletonConsumesRuntimePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('SingletonConsumesRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('SingletonConsumesRuntimePlugin', (module) => {
        const source = module.source;
        if (module.name !== 'consumes_loading' || !source) return;
        source.source = Buffer.from(singletonConsumesRuntime(source.source.toString('utf-8')), 'utf-8');
      });
    });
  }
}
