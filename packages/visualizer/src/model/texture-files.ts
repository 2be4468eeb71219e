/**
 * Texture files of the products a picker lists, fetched ahead of the click. A texture is small
 * (8–15 KB of PNG) but is drawn by the API on first request and crosses the network: fetched when
 * chosen, that wait was most of a material swap. The scene takes the file from here, so a listed
 * product's swap is a decode and an upload. Kept as compressed files, never decoded ahead (a decoded
 * texture is a megabyte of memory).
 */
interface Held {
  file: Promise<Blob | null>;
  /** Set once the file has come (or failed): a click then takes it as it is. */
  done: boolean;
}
const files = new Map<string, Held>();

function fetchFile(url: string, priority: RequestPriority): Held {
  const held: Held = {
    done: false,
    file: fetch(url, { mode: 'cors', credentials: 'omit', priority })
      .then((response) => (response.ok ? response.blob() : null))
      .catch(() => null)
      .finally(() => {
        held.done = true;
      }),
  };
  return held;
}

/** The first of `files` to come as a file, else null when none does. */
function firstFile(candidates: readonly Promise<Blob | null>[]): Promise<Blob | null> {
  return Promise.any(
    candidates.map((candidate) => candidate.then((file) => file ?? Promise.reject(new Error('No file.')))),
  ).catch(() => null);
}

/**
 * The texture file at `url`: the one fetched ahead if it has come; if it is still queued at low
 * priority (behind the rest of the page's files ahead), asked again at high priority and whichever
 * comes first is taken (the API draws it once either way); else fetched now. A failed one is tried again.
 */
export async function textureFile(url: string): Promise<Blob | null> {
  const ahead = files.get(url);
  if (ahead?.done) {
    const file = await ahead.file;
    if (file) return file;
  }
  const now = fetchFile(url, 'high');
  files.set(url, now);
  return ahead ? firstFile([ahead.file, now.file]) : now.file;
}

/**
 * Fetches the files at `urls` at low priority, each once, for a later `textureFile`; then the files at
 * `after` (the reliefs, decision 0112), once the first have all come, so they never hold up a texture.
 */
export function fetchTexturesAhead(urls: readonly string[], after: readonly string[] = []): void {
  const first = urls.map((url) => ahead(url));
  if (after.length === 0) return;
  void Promise.allSettled(first).then(() => {
    for (const url of after) ahead(url);
  });
}

function ahead(url: string): Promise<Blob | null> {
  let held = files.get(url);
  if (!held) {
    held = fetchFile(url, 'low');
    files.set(url, held);
  }
  return held.file;
}
