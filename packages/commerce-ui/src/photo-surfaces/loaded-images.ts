/**
 * Images the renderers draw, decoded once per URL for the page. Loaded with CORS (`anonymous`), so the
 * canvas stays readable for "Share in chat" and WebGL may upload them: the API's photos and drawn
 * textures allow it.
 */
const images = new Map<string, Promise<HTMLImageElement>>();

export function loadedImage(url: string): Promise<HTMLImageElement> {
  const known = images.get(url);
  if (known) return known;
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  const loading = new Promise<HTMLImageElement>((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = () => {
      // A failed one is tried again next time (a lapsed signed link gets a fresh URL anyway).
      images.delete(url);
      reject(new Error(`image not loaded: ${url}`));
    };
  });
  image.src = url;
  images.set(url, loading);
  return loading;
}
