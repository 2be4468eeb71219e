import sharp from 'sharp';

/**
 * An SVG drawn as a PNG by sharp (librsvg), `width` × `height` pixels. `fit` is how a picture of
 * another shape fills them: `cover` crops it, `contain` pads it with `background`.
 */
export function svgToPng(
  svg: string,
  width: number,
  height = width,
  fit: 'cover' | 'contain' = 'cover',
  background = '#ffffff',
): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8'))
    .resize(width, height, { fit, background })
    .png({ compressionLevel: 8, adaptiveFiltering: true })
    .toBuffer();
}
