/** Renderer names of WebGL drawn by the CPU: Chromium's SwiftShader, Mesa's llvmpipe and softpipe. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software/i;

/**
 * Whether this browser draws WebGL on the CPU (no GPU, or a blocked one). The scene then gives up what
 * software cannot afford at 30 frames a second: antialiasing, and full resolution while the view moves.
 * Asked once, with a throw-away context.
 */
export function isSoftwareGl(): boolean {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return SOFTWARE_RENDERER.test(renderer);
}
