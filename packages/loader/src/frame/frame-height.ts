/**
 * Iframe site builders (Wix's "Embed HTML", Squarespace code blocks) put the pro's snippet in a frame
 * of a fixed height. embed.js inside such a frame tells the parent page how tall the page is, and
 * embed.js on the parent page sizes the frame that said so (decision 0082). The height is no secret,
 * so it goes to any parent origin; a parent resizes only the frame whose window sent it.
 */
export const FRAME_HEIGHT_MESSAGE = 'showroom:frame-height';

/** The tallest a frame is made: a runaway page cannot make the host page endless. */
const MAX_FRAME_HEIGHT_PX = 50_000;

interface FrameHeightMessage {
  type: typeof FRAME_HEIGHT_MESSAGE;
  height: number;
}

function isFrameHeightMessage(data: unknown): data is FrameHeightMessage {
  const message = data as Partial<FrameHeightMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === FRAME_HEIGHT_MESSAGE &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height)
  );
}

/** The page's content height: the body's box with its margins (not the frame's own height). */
function contentHeight(doc: Document): number {
  const body = doc.body;
  if (!body) return 0;
  const style = getComputedStyle(body);
  const margins = Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom);
  return Math.ceil(body.getBoundingClientRect().height + (Number.isNaN(margins) ? 0 : margins));
}

/** In a frame: posts the page's height to the parent now and whenever it changes. */
export function postHeightToParent(win: Window = window): void {
  if (win.parent === win) return;
  let last = -1;
  const post = () => {
    const height = contentHeight(win.document);
    if (height === last) return;
    last = height;
    win.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height } satisfies FrameHeightMessage, '*');
  };
  const start = () => {
    post();
    new ResizeObserver(post).observe(win.document.body);
  };
  if (win.document.body) start();
  else win.document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** On a page holding frames: sizes a frame to the height its page posted. */
export function resizeFramesOnMessage(win: Window = window): void {
  win.addEventListener('message', (event) => {
    if (!isFrameHeightMessage(event.data)) return;
    for (const frame of win.document.querySelectorAll('iframe')) {
      if (frame.contentWindow !== event.source) continue;
      const height = Math.min(Math.max(0, Math.round(event.data.height)), MAX_FRAME_HEIGHT_PX);
      frame.style.height = `${height}px`;
    }
  });
}
