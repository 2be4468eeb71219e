import { EMBED_FRAME_SCRIPT } from '@showroom/contract/constants';
import { addSideScript } from '../side-script.ts';

/**
 * Inside a frame (a site builder's HTML block), adds `embed-frame.js`, which posts the page's height to
 * the parent (decision 0082). A separate script since decision 0129: no page outside a frame carries it.
 */
export function loadFrameScript(baseUrl: string, win: Window = window): void {
  if (win.parent === win) return;
  addSideScript(baseUrl, EMBED_FRAME_SCRIPT, win.document);
}
