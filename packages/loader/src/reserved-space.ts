import { reservedSpaceCss } from '@showroom/contract/constants';

// The sheet's text is made in the contract beside the sizes, where the build can make it too.
export { reservedSpaceCss };

/** The id of the one style sheet embed.js adds where constructable sheets are missing. */
export const RESERVED_SPACE_STYLE_ID = 'showroom-reserved-space';

/** Marks the page's reserved-space sheet, so a second embed.js on the page adds no other. */
const RESERVED_SPACE_SHEET = Symbol.for('showroom.reserved-space-sheet');

type MarkedDocument = Document & { [RESERVED_SPACE_SHEET]?: true };

/** The sheet's text as the build wrote it into embed.js (`packages/loader/rspack.config.ts`). */
declare const __RESERVED_SPACE_CSS__: string | undefined;

/**
 * The sheet's text: written at build time into embed.js, where the sizes and skeletons it is made of
 * cost more than the text (decision 0120); made here where the source runs as it is (tests).
 */
function sheetText(): string {
  return typeof __RESERVED_SPACE_CSS__ === 'string' ? __RESERVED_SPACE_CSS__ : reservedSpaceCss();
}

/**
 * Adds the reserved-space style sheet once, before any element is loaded or defined (called when
 * embed.js runs). A constructable sheet adopted by the document: CSSOM, so a page whose
 * Content-Security-Policy has no `style-src 'unsafe-inline'` still gets it (decision 0078). Adopted
 * sheets cascade after the page's own, but every rule here is `:where()`, zero specificity, so any
 * rule of the pro's that names the element still wins. Without constructable sheets: a `<style>`
 * first in `<head>`, so the pro's rules come later and win there too.
 */
export function reserveElementSpace(doc: Document = document): void {
  const marked = doc as MarkedDocument;
  if (marked[RESERVED_SPACE_SHEET] || doc.getElementById(RESERVED_SPACE_STYLE_ID)) return;
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in doc && typeof Sheet.prototype.replaceSync === 'function') {
    const sheet = new Sheet();
    sheet.replaceSync(sheetText());
    doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
    marked[RESERVED_SPACE_SHEET] = true;
    return;
  }
  const style = doc.createElement('style');
  style.id = RESERVED_SPACE_STYLE_ID;
  style.textContent = sheetText();
  doc.head.prepend(style);
}
