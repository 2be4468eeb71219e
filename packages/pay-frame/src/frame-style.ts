/**
 * Applies the frame's stylesheet as a constructable sheet: CSSOM, which `style-src 'self'` does not
 * block, so the frame's own Content-Security-Policy needs no 'unsafe-inline' (decision 0078). A
 * `<style>` only where constructable sheets are missing (old browsers, some test DOMs).
 */
export function applyFrameStyle(doc: Document, css: string): void {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in doc && typeof Sheet.prototype.replaceSync === 'function') {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = css;
  doc.head.append(style);
}
