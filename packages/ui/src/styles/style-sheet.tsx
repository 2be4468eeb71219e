/** Orders the groups of stylesheets: tokens and base first, so components can override them. */
export type StylePrecedence = 'sr-base' | 'sr-components';

export interface StyleSheetProps {
  /** Unique name of the stylesheet; React renders each name once per document or shadow root. */
  name: string;
  css: string;
  precedence?: StylePrecedence;
}

/**
 * Renders CSS as a `<style>` React 19 hoists to the root node of where it renders: the
 * document head in the shell, the shadow root in an embedded widget. So a component's CSS
 * always lands where the component is, once, however many instances there are.
 */
export function StyleSheet({ name, css, precedence = 'sr-components' }: StyleSheetProps) {
  return (
    <style href={name} precedence={precedence}>
      {css}
    </style>
  );
}
