import { type Theme, themeCssVariables } from '@showroom/core';
import baseCss from '../styles/base.css?inline';
import { StyleSheet } from '../styles/style-sheet.tsx';
import tokensCss from '../styles/tokens.css?inline';
import { useTheme } from './use-theme.ts';

/** The token and base stylesheets; WidgetRoot renders them, and so can a host that uses no root. */
export function BaseStyles() {
  return (
    <>
      <StyleSheet name="sr-tokens" css={tokensCss} precedence="sr-base" />
      <StyleSheet name="sr-base" css={baseCss} precedence="sr-base" />
    </>
  );
}

function themeRule(theme: Theme): string {
  const declarations = Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `:root, :host { ${declarations} }`;
}

/**
 * Tokens, base styles and the theme as page-level custom properties, for a host (the shell)
 * that renders ui components without wrapping them in a WidgetRoot.
 */
export function WidgetStyles({ theme }: { theme?: Theme }) {
  const rule = themeRule(useTheme(theme));
  return (
    <>
      <BaseStyles />
      {/* Named by its text: a theme change is a new sheet, and the old one leaves. */}
      <StyleSheet name={`sr-theme ${rule}`} css={rule} precedence="sr-page" />
    </>
  );
}
