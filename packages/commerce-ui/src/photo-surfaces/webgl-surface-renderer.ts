import type { Homography } from '@showroom/materials/photo-plane';
import type { SurfaceRenderer, TexturedPlane } from './surface-renderer.ts';

const PHOTO_VERTEX = `
attribute vec2 a_clip;
varying vec2 v_uv;
void main() {
  v_uv = vec2((a_clip.x + 1.0) * 0.5, (1.0 - a_clip.y) * 0.5);
  gl_Position = vec4(a_clip, 0.0, 1.0);
}`;
const PHOTO_FRAGMENT = `
precision mediump float;
uniform sampler2D u_photo;
varying vec2 v_uv;
void main() { gl_FragColor = texture2D(u_photo, v_uv); }`;

// The quad's own pixels are drawn; each finds its point on the plane through the inverse homography,
// so the texture is exact in perspective (no affine pieces, no seams).
const SURFACE_VERTEX = `
attribute vec2 a_pixel;
uniform vec2 u_size;
void main() {
  gl_Position = vec4(a_pixel.x / u_size.x * 2.0 - 1.0, 1.0 - a_pixel.y / u_size.y * 2.0, 0.0, 1.0);
}`;
const SURFACE_FRAGMENT = `
precision highp float;
uniform mat3 u_to_plane;
uniform vec2 u_size;
uniform float u_patch;
uniform sampler2D u_texture;
void main() {
  vec3 p = u_to_plane * vec3(gl_FragCoord.x, u_size.y - gl_FragCoord.y, 1.0);
  vec2 inches = p.xy / p.z;
  gl_FragColor = texture2D(u_texture, fract(inches / u_patch));
}`;

function compile(gl: WebGLRenderingContext, vertex: string, fragment: string): WebGLProgram {
  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, vertex],
    [gl.FRAGMENT_SHADER, fragment],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) throw new Error('WebGL shader could not be made');
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS))
    throw new Error(gl.getProgramInfoLog(program) ?? 'link');
  return program;
}

/** Column-major, as GLSL's mat3 wants it. */
const columns = (h: Homography) => new Float32Array([h[0], h[3], h[6], h[1], h[4], h[7], h[2], h[5], h[8]]);

function upload(gl: WebGLRenderingContext, texture: WebGLTexture, image: TexImageSource) {
  gl.bindTexture(gl.TEXTURE_2D, texture);
  // Clamped, unmipmapped: any texture size works in WebGL 1; the shader repeats by fract().
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
}

/**
 * The WebGL renderer: the photo as a full-canvas texture, then each surface's quad with the inverse
 * homography as a uniform. Raw WebGL 1 (two tiny programs) rather than three.js: the visualizer's
 * three chunk is ~150 KB that a photo page does not need. Null when the browser gives no WebGL.
 */
export function createWebglSurfaceRenderer(canvas: HTMLCanvasElement): SurfaceRenderer | null {
  // preserveDrawingBuffer: the picture is read back for "Share in chat" after it was shown.
  const gl = canvas.getContext('webgl', { preserveDrawingBuffer: true, premultipliedAlpha: false });
  if (!gl) return null;
  const photoProgram = compile(gl, PHOTO_VERTEX, PHOTO_FRAGMENT);
  const surfaceProgram = compile(gl, SURFACE_VERTEX, SURFACE_FRAGMENT);
  const fullCanvas = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, fullCanvas);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const quadBuffer = gl.createBuffer();
  const photoTexture = gl.createTexture();
  const textures = new Map<CanvasImageSource, WebGLTexture>();
  let shownPhoto: CanvasImageSource | null = null;

  function textureOf(image: TexturedPlane['texture']): WebGLTexture {
    const known = textures.get(image);
    if (known) return known;
    const texture = gl?.createTexture();
    if (!gl || !texture) throw new Error('WebGL texture could not be made');
    upload(gl, texture, image as TexImageSource);
    textures.set(image, texture);
    return texture;
  }

  return {
    kind: 'webgl',
    draw(photo, planes) {
      gl.viewport(0, 0, canvas.width, canvas.height);
      // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
      gl.useProgram(photoProgram);
      gl.activeTexture(gl.TEXTURE0);
      if (photo !== shownPhoto) {
        upload(gl, photoTexture, photo as TexImageSource);
        shownPhoto = photo;
      } else gl.bindTexture(gl.TEXTURE_2D, photoTexture);
      gl.uniform1i(gl.getUniformLocation(photoProgram, 'u_photo'), 0);
      const clip = gl.getAttribLocation(photoProgram, 'a_clip');
      gl.bindBuffer(gl.ARRAY_BUFFER, fullCanvas);
      gl.enableVertexAttribArray(clip);
      gl.vertexAttribPointer(clip, 2, gl.FLOAT, false, 0, 0);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      gl.disableVertexAttribArray(clip);

      // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
      gl.useProgram(surfaceProgram);
      const pixel = gl.getAttribLocation(surfaceProgram, 'a_pixel');
      gl.uniform2f(gl.getUniformLocation(surfaceProgram, 'u_size'), canvas.width, canvas.height);
      gl.uniform1i(gl.getUniformLocation(surfaceProgram, 'u_texture'), 0);
      for (const { plane, texture } of planes) {
        gl.bindTexture(gl.TEXTURE_2D, textureOf(texture));
        gl.uniformMatrix3fv(
          gl.getUniformLocation(surfaceProgram, 'u_to_plane'),
          false,
          columns(plane.toPlane),
        );
        gl.uniform1f(gl.getUniformLocation(surfaceProgram, 'u_patch'), plane.patchInches);
        const [q0, q1, q2, q3] = plane.quad;
        gl.bindBuffer(gl.ARRAY_BUFFER, quadBuffer);
        // A convex quad as a fan: 0-1-2, 0-2-3.
        gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([...q0, ...q1, ...q2, ...q3]), gl.DYNAMIC_DRAW);
        gl.enableVertexAttribArray(pixel);
        gl.vertexAttribPointer(pixel, 2, gl.FLOAT, false, 0, 0);
        gl.drawArrays(gl.TRIANGLE_FAN, 0, 4);
      }
      gl.disableVertexAttribArray(pixel);
    },
    dispose() {
      for (const texture of textures.values()) gl.deleteTexture(texture);
      gl.deleteTexture(photoTexture);
      gl.deleteBuffer(fullCanvas);
      gl.deleteBuffer(quadBuffer);
      gl.deleteProgram(photoProgram);
      gl.deleteProgram(surfaceProgram);
    },
  };
}
