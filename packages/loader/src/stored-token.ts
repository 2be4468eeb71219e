/**
 * A token core stored (raw), or null. Storage may be denied (a sandboxed or third-party iframe
 * throws `SecurityError`), and then core keeps it in its own page memory, out of embed.js's reach.
 */
export function storedToken(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
