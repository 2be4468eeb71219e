/**
 * A pro's own marketing site on its own origin, embedding the showroom with one script tag,
 * exactly as a pro would paste it. `{{PLATFORM_URL}}` and `{{SHOWROOM_ID}}` in the pages are
 * filled at serve time so tests can run the platform on any port.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { STRICT_CSP_PAGE, strictCsp } from './strict-csp.ts';
import { WIDGET_LAB_PATH, widgetLabFill } from './widget-lab.ts';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // Scripts of the demo pages themselves (the strict-CSP page and the builder page allow no inline script).
  '.js': 'text/javascript; charset=utf-8',
};

/** The file of a page: `/` is index.html, `/shop/` (an address without an extension) shop.html. */
function pageFile(pathname: string): string {
  if (pathname === '/') return 'index.html';
  const name = path.basename(pathname);
  return path.extname(name) ? name : `${name}.html`;
}

export interface ContractorSiteOptions {
  port: number;
  host?: string;
  /** Origin of the platform serving /showroom/embed.js, e.g. http://localhost:8080. */
  platformUrl: string;
  showroomId?: string;
}

export function startContractorSite(options: ContractorSiteOptions): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    const lab = url.pathname.startsWith(WIDGET_LAB_PATH.slice(0, -1))
      ? widgetLabFill(url.pathname)
      : undefined;
    if (lab === null) return notFound(response);
    const name = lab ? 'widget-lab.html' : pageFile(url.pathname);
    const type = TYPES[path.extname(name)];
    if (!type) return notFound(response);
    try {
      const page = await readFile(path.join(publicDir, name), 'utf8');
      const text = lab
        ? page
            .replace('{{LAB_TITLE}}', lab.title)
            .replace('{{EMBED}}', lab.embed)
            .replace('{{ELEMENT}}', lab.element)
        : page;
      response.writeHead(200, {
        'content-type': type,
        'cache-control': 'no-cache',
        // The strict-CSP page always; a widget lab page when asked (`?strict-csp`, decision 0129's journey).
        ...(name === STRICT_CSP_PAGE || (lab && url.searchParams.has('strict-csp'))
          ? { 'content-security-policy': strictCsp(options.platformUrl, url.searchParams.get('omit')) }
          : {}),
      });
      response.end(
        text
          .replaceAll('{{PLATFORM_URL}}', options.platformUrl)
          .replaceAll('{{SHOWROOM_ID}}', options.showroomId ?? 'HOMEPRO1'),
      );
    } catch {
      notFound(response);
    }
  });
  return new Promise((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server)),
  );
}

function notFound(response: import('node:http').ServerResponse) {
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end('Not found');
}
