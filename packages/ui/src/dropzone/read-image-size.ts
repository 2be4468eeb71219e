/**
 * The pixel size of a raster image file as the browser decodes it; null when it cannot be read as one.
 * `createImageBitmap` decodes off the main thread and needs no object URL to revoke.
 */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
