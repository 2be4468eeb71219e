/**
 * Orders the groups of stylesheets: tokens and base first, so components can override them, and a
 * host page's own layout (the shell's) last, as its `<style>` in the body used to come last.
 */
export type StylePrecedence = 'sr-base' | 'sr-components' | 'sr-page';
