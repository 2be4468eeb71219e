import { useInsertionEffect } from 'react';
import { useHostElement } from '../widget-element/host-element.ts';
import { adoptSheet, canAdoptSheets } from './adopted-sheets.ts';
import type { StylePrecedence } from './style-precedence.ts';

export type { StylePrecedence } from './style-precedence.ts';

export interface StyleSheetProps {
  /** Unique name of the stylesheet; React renders each name once per document or shadow root. */
  name: string;
  css: string;
  precedence?: StylePrecedence;
}

/**
 * Puts a component's CSS where the component is: an embedded widget's shadow root, or the shell's
 * document. It adopts a constructable sheet (built once per page, shared by every root), so a host
 * page's strict `style-src` without 'unsafe-inline' does not block it (decision 0078). Without
 * constructable sheets it renders a `<style>` React 19 hoists to that root, once per name.
 */
export function StyleSheet({ name, css, precedence = 'sr-components' }: StyleSheetProps) {
  const root = useHostElement()?.shadowRoot ?? globalThis.document;
  const adopt = canAdoptSheets(root);
  // Insertion effects run before layout is read and before paint: the first frame is styled.
  useInsertionEffect(
    () => (adopt ? adoptSheet(root, css, precedence) : undefined),
    [adopt, root, css, precedence],
  );
  if (adopt) return null;
  return (
    <style href={name} precedence={precedence}>
      {css}
    </style>
  );
}
