import type { StylePrecedence } from './style-precedence.ts';

/** Where a widget's styles apply: the shell's document, or an embedded widget's shadow root. */
export type StyleRoot = Document | ShadowRoot;

/** Groups in cascade order: a later group wins over an earlier one at equal specificity. */
const PRECEDENCE_ORDER: readonly StylePrecedence[] = ['sr-base', 'sr-components', 'sr-page'];

interface Adopted {
  sheet: CSSStyleSheet;
  precedence: StylePrecedence;
  /** Mounted components using this sheet in this root; the sheet leaves the root at zero. */
  users: number;
}

/** One constructed sheet per CSS text for the whole page: every root adopts the same object. */
const sheetsByCss = new Map<string, CSSStyleSheet>();
/** Every sheet built here, so a root's other adopted sheets (the host page's own) are left alone. */
const ownSheets = new WeakSet<CSSStyleSheet>();
const adoptedByRoot = new WeakMap<StyleRoot, Adopted[]>();

/**
 * Constructable style sheets: CSSOM, so a page's `style-src` (which governs `<style>` and `<link>`)
 * does not block them. Missing in old browsers and some test DOMs; callers fall back to `<style>`.
 */
export function canAdoptSheets(root: StyleRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetsByCss.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetsByCss.set(css, sheet);
    ownSheets.add(sheet);
  }
  return sheet;
}

/** The root's sheets: its foreign ones first, as they were, then ours by group, each group in adoption order. */
function write(root: StyleRoot, adopted: readonly Adopted[]): void {
  const ours = PRECEDENCE_ORDER.flatMap((precedence) =>
    adopted.filter((entry) => entry.precedence === precedence).map((entry) => entry.sheet),
  );
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((sheet) => !ownSheets.has(sheet)), ...ours];
}

/**
 * Drops the sheets of a widget's shadow root that were not built here: the rules the platform served with
 * a first paint (decision 0129), which embed.js adopted before the widget's own. Ours stay, in order.
 */
export function dropServedSheets(root: ShadowRoot): void {
  if (!canAdoptSheets(root)) return;
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => ownSheets.has(sheet));
}

/**
 * Applies `css` to `root` (built once per page, adopted once per root) and returns the release for
 * the caller's unmount: the sheet stays while any other user in that root still holds it.
 */
export function adoptSheet(root: StyleRoot, css: string, precedence: StylePrecedence): () => void {
  const sheet = sheetFor(css);
  const adopted = adoptedByRoot.get(root) ?? [];
  adoptedByRoot.set(root, adopted);
  let entry = adopted.find((candidate) => candidate.sheet === sheet);
  if (entry) {
    entry.users += 1;
  } else {
    entry = { sheet, precedence, users: 1 };
    adopted.push(entry);
    write(root, adopted);
  }
  const held = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    if (held.users > 0) return;
    adopted.splice(adopted.indexOf(held), 1);
    write(root, adopted);
  };
}
