/**
 * Adds one of the scripts beside embed.js (`embed-frame.js`, `embed-problems.js`; decision 0129) to `page`:
 * code only some pages need, so embed.js adds it only there.
 */
export function addSideScript(baseUrl: string, name: string, page: Document = document): void {
  const script = page.createElement('script');
  script.src = `${baseUrl}/${name}`;
  page.head.append(script);
}
