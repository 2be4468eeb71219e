/** A run of a message's text, and the address it links to when it is one. */
export interface TextPart {
  text: string;
  href?: string;
}

/** http(s) addresses and www. ones, up to the first space or angle bracket. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than an address ("see https://x.test."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits plain text into runs and web addresses. Only http and https become links (a typed
 * `javascript:` or `data:` stays text); a www. address is linked as https.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    if (!address || /^(?:https?:\/\/|www\.)$/i.test(address)) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const href = safeHref(/^www\./i.test(address) ? `https://${address}` : address);
    parts.push(href ? { text: address, href } : { text: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The address as the URL parser reads it, when it is a web one. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
