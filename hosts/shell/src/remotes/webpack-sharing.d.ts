// The bundler's sharing API (webpack's container protocol, which rspack implements), used by
// load-remote-module.ts to hand the shell's share scope to each remote's container.
declare const __webpack_share_scopes__: Record<string, Record<string, unknown>>;
// Answers 1 instead of a promise when nothing needs loading.
declare function __webpack_init_sharing__(scope: string): Promise<void> | 1;
