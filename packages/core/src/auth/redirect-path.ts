/**
 * A post-sign-in destination as a shell route (`/checkout`, `/visualize?x=1`), or null when the
 * value is not one. Only same-app paths count: `//evil.example`, `/\evil.example` and absolute
 * URLs are refused, so a crafted `?redirect=` cannot send a fresh session to another site.
 * Values stored by an older client as a JSON string (`"\/cart"`) are unwrapped.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  let path = value.trim();
  if (path.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(path);
      path = typeof parsed === 'string' ? parsed.trim() : '';
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  // Control characters have no place in a route and can confuse URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it rejects.
  if (/[\u0000-\u001f]/.test(path)) return null;
  return path;
}

/** The path part of a route, without query or fragment (`/login?redirect=x` → `/login`). */
export function pathOf(route: string): string {
  const end = route.search(/[?#]/);
  const path = end === -1 ? route : route.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
