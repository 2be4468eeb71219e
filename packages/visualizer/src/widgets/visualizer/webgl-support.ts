/**
 * Whether this browser can draw the 3D room, asked before three.js is downloaded: a throwaway
 * canvas must give a WebGL2 or WebGL context (software GL counts). Without one the screen shows
 * the 2D plan, and never downloads the 3D chunk.
 */
export function canUseWebgl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    // Give the context back at once: browsers allow only a few live ones per page.
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
