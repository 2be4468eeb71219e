/**
 * Texture files of the products a picker lists, fetched ahead of the click. A texture is small
 * (8–15 KB of PNG) but is drawn by the API on first request and crosses the network: fetched when
 * chosen, that wait was most of a material swap. The scene takes the file from here, so a listed
 * product's swap is a decode and an upload. Kept as compressed files, never decoded ahead (a decoded
 * texture is a megabyte of memory).
 */
const files = new Map<string, Promise<Blob | null>>();

function fetchFile(url: string, priority: RequestPriority): Promise<Blob | null> {
  return fetch(url, { mode: 'cors', credentials: 'omit', priority })
    .then((response) => (response.ok ? response.blob() : null))
    .catch(() => null);
}

/** The texture file at `url`: the one fetched ahead if any (a failed one is tried again), else fetched now. */
export async function textureFile(url: string): Promise<Blob | null> {
  const ahead = files.get(url);
  const file = ahead ? await ahead : null;
  if (file) return file;
  const now = fetchFile(url, 'high');
  files.set(url, now);
  return now;
}

/** Fetches the texture files at `urls` at low priority, each once, for a later `textureFile`. */
export function fetchTexturesAhead(urls: readonly string[]): void {
  for (const url of urls) if (!files.has(url)) files.set(url, fetchFile(url, 'low'));
}
