import sharp from 'sharp';

/**
 * An SVG drawn as a PNG by sharp (librsvg), `width` × `height` pixels. `fit` is how a picture of
 * another shape fills them: `cover` crops it, `contain` pads it with `background`. A palette PNG
 * (256 colours, dithered): textures with stone's or turf's fine noise are ~130 KB as true colour and
 * ~40 KB so, with no difference to see on a surface in the 3D room. A relief map (`palette` false)
 * is a few flat values and compresses as well in true colour, without dithering them together.
 */
export function svgToPng(
  svg: string,
  width: number,
  height = width,
  fit: 'cover' | 'contain' = 'cover',
  background = '#ffffff',
  palette = true,
): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8'))
    .resize(width, height, { fit, background })
    .png(palette ? { palette: true, quality: 90, compressionLevel: 9 } : { compressionLevel: 9 })
    .toBuffer();
}
