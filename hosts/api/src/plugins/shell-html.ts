import { escapeHtml } from '../lib/html.ts';
import type { PageMeta } from '../modules/page-meta/index.ts';

/**
 * The shell's index.html with a page's metadata written into its `<head>`: the description (replacing
 * any the file has), the title when the page has its own, and Open Graph tags for link previews.
 * Every value is escaped; replacements use functions so a `$` in a value is never a pattern.
 */
export function renderShellHtml(template: string, meta: PageMeta): string {
  const tags = [`<meta name="description" content="${escapeHtml(meta.description)}" />`];
  if (meta.openGraph) {
    const og = meta.openGraph;
    tags.push(
      `<meta property="og:type" content="product" />`,
      `<meta property="og:title" content="${escapeHtml(og.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(og.description)}" />`,
      `<meta property="og:image" content="${escapeHtml(og.image)}" />`,
      `<meta property="og:url" content="${escapeHtml(og.url)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  let html = template.replace(/[ \t]*<meta\s+name="description"[^>]*>\s*/i, () => '');
  if (meta.title !== undefined) {
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    html = /<title>[\s\S]*?<\/title>/i.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
      : `${title}${html}`;
  }
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return `${tags.join('')}${html}`;
  return `${html.slice(0, headEnd)}  ${tags.join('\n    ')}\n  ${html.slice(headEnd)}`;
}
