/**
 * Storybook for the ui pieces and the remotes' widgets. Stories sit beside their components
 * (docs/architecture.md §2); this folder only holds the config and the shared story harness.
 */
import { mergeRsbuildConfig } from '@rsbuild/core';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  // Rsbuild runs the same rspack 1.x as the product build (storybook-react-rspack pins rspack 0.1).
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // No network here, and nobody reads the numbers.
  core: { disableTelemetry: true },
  rsbuildFinal: (rsbuild) =>
    mergeRsbuildConfig(rsbuild, {
      tools: {
        // Compile TS/TSX like rspack.config.ts rules() does: one TSX-aware parser, automatic JSX runtime.
        swc: (swc) => {
          swc.jsc ??= {};
          swc.jsc.parser = { syntax: 'typescript', tsx: true };
          swc.jsc.transform = { ...swc.jsc.transform, react: { runtime: 'automatic' } };
        },
        // `*.css?inline` is the stylesheet's text (asset/source), as in the product build: widgets render
        // it as <style> inside their shadow root. Rsbuild's own inline rule would run css-loader on it.
        bundlerChain: (chain, { CHAIN_ID }) => {
          chain.module.rule(CHAIN_ID.RULE.CSS_INLINE).uses.clear().end().type('asset/source');
        },
      },
    }),
};

export default config;
