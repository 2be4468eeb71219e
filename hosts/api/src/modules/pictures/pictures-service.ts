import { createHash } from 'node:crypto';
import { MESSAGES, type PictureView } from '@showroom/contract';
import { INVALID_COLOUR } from '@showroom/contract/catalog';
import {
  isSurface,
  type MaterialSpec,
  materialSpecOf,
  type ProductVisuals,
  reliefPixels,
  renderBrandLogo,
  renderCategoryPicture,
  renderRelief,
  renderSvg,
  renderTexture,
  type SvgView,
  specFingerprint,
  TEXTURE_PIXELS,
} from '@showroom/materials';
import type { Database } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { brands } from '../catalog/catalog-schema.ts';
import type { CategoryLookup } from '../catalog/index.ts';
import { Picture, svgPicture } from './picture.ts';
import { findProductVisuals } from './product-visuals-query.ts';
import { svgToPng } from './rasterize.ts';

/**
 * A product's picture recipe is re-read from the database at most every 10 minutes (no call of the
 * spec changes a product's colours or sizes; this bounds how long a direct edit takes to show).
 */
const SPEC_FRESH_MS = 600_000;
const SPEC_STALE_MS = 3_600_000;
/** A recipe is a few hundred bytes: every product of the catalogue fits. */
const SPEC_MAX_ENTRIES = 50_000;
/** Drawn pictures are keyed by their recipe's fingerprint, so an entry never goes stale: kept a day. */
const PICTURE_FRESH_MS = 86_400_000;
const PICTURE_MAX_ENTRIES = 40_000;
/** Thumbnails are ~3 KB, textures ~100-300 KB: room for every thumbnail and the busiest pictures. */
const PICTURE_MAX_BYTES = 96_000_000;

/** Link previews: Open Graph's 1.91:1 at half size (previews scale it up), a few dozen KB. */
const PREVIEW_WIDTH = 600;
const PREVIEW_HEIGHT = 315;

/**
 * `colour` below: one of the product's colour names, drawing the product in that colour alone (issue
 * #22); a name the product does not come in is a 422 on `colour`.
 */
export interface PicturesService {
  /** A product's view or texture if it is drawn and cached, else undefined (then ask `product`/`texture`). */
  ready(hash: string, view: PictureView, colour?: string): Picture | undefined;
  /** A product's SVG view; a 404 HttpError for an unknown hash. */
  product(hash: string, view: SvgView, colour?: string): Promise<Picture>;
  /** A product's seamless texture (PNG, TEXTURE_PIXELS square). */
  texture(hash: string, colour?: string): Promise<Picture>;
  /**
   * The texture's relief: height, roughness and metalness as red, green, blue (PNG, the same patch;
   * TEXTURE_PIXELS square, half that for a rough face: `reliefPixels`).
   */
  relief(hash: string): Promise<Picture>;
  /** A product's link preview (PNG, 600 × 315): its detail picture. */
  preview(hash: string): Promise<Picture>;
  /** A category's tile picture by slug; 404 for an unknown slug. */
  category(slug: string): Promise<Picture>;
  /** A brand's logo by slug; 404 for an unknown slug. */
  brand(slug: string): Promise<Picture>;
}

const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

export function createPicturesService({
  db,
  categories,
}: {
  db: Database;
  categories: CategoryLookup;
}): PicturesService {
  const specs = new LoadingCache<
    string,
    { visuals: ProductVisuals; spec: MaterialSpec; fingerprint: string }
  >({
    maxEntries: SPEC_MAX_ENTRIES,
    maxBytes: SPEC_MAX_ENTRIES * 1_000,
    freshMs: SPEC_FRESH_MS,
    staleMs: SPEC_STALE_MS,
    sizeOf: () => 1_000,
  });
  const pictures = new LoadingCache<string, Picture>({
    maxEntries: PICTURE_MAX_ENTRIES,
    maxBytes: PICTURE_MAX_BYTES,
    freshMs: PICTURE_FRESH_MS,
    // The body and, for SVG, its compressed forms (about half again).
    sizeOf: (picture) => Math.ceil(picture.body.length * (picture.compressible ? 1.5 : 1)),
  });

  // An unknown hash throws inside the load, so it is never cached.
  const specOf = (hash: string) =>
    specs.getOrLoad(hash, async () => {
      const visuals = await findProductVisuals(db, categories, hash);
      if (!visuals) throw notFound();
      const spec = materialSpecOf(visuals);
      return { visuals, spec, fingerprint: specFingerprint(spec) };
    });

  /** The recipe in one colour: a few hundred bytes hashed, so it is not worth a cache of its own. */
  const inColour = (
    held: { visuals: ProductVisuals; spec: MaterialSpec; fingerprint: string },
    colour?: string,
  ) => {
    if (colour === undefined) return held;
    if (!held.visuals.colours.some((candidate) => candidate.name === colour))
      throw fieldError('colour', INVALID_COLOUR);
    const spec = materialSpecOf(held.visuals, colour);
    return { spec, fingerprint: specFingerprint(spec) };
  };

  const drawn = async (
    hash: string,
    view: PictureView | 'preview',
    draw: (spec: MaterialSpec) => Promise<Picture>,
    colour?: string,
  ) => {
    const { spec, fingerprint } = inColour(await specOf(hash), colour);
    return pictures.getOrLoad(`p:${fingerprint}:${view}`, () => draw(spec));
  };

  const brandNames = new LoadingCache<'all', ReadonlyMap<string, string>>({
    maxEntries: 1,
    maxBytes: 1_000_000,
    freshMs: 300_000,
    staleMs: 3_600_000,
  });
  const brandName = async (slug: string) =>
    (
      await brandNames.getOrLoad(
        'all',
        async () =>
          new Map(
            (
              await db.select({ slug: brands.slug, name: brands.name }).from(brands)
            ).map((b) => [b.slug, b.name]),
          ),
      )
    ).get(slug);

  return {
    ready: (hash, view, colour) => {
      const held = specs.peek(hash);
      if (!held || (colour !== undefined && !held.visuals.colours.some((c) => c.name === colour))) return;
      return pictures.peek(`p:${inColour(held, colour).fingerprint}:${view}`);
    },
    product: (hash, view, colour) =>
      drawn(hash, view, async (spec) => svgPicture(renderSvg(spec, view)), colour),
    texture: (hash, colour) =>
      drawn(
        hash,
        'texture',
        (spec) => pngPicture(renderTexture(spec, TEXTURE_PIXELS), TEXTURE_PIXELS, TEXTURE_PIXELS),
        colour,
      ),
    relief: (hash) =>
      drawn(hash, 'relief', (spec) => {
        // Keyed again by its drawing: products laid alike (size, pattern, finish) share one relief,
        // whatever their colours, so a picker's worth of tiles is mostly one draw (decision 0117).
        const px = reliefPixels(spec, TEXTURE_PIXELS);
        const svg = renderRelief(spec, px);
        const drawing = createHash('sha1').update(svg).digest('base64url');
        return pictures.getOrLoad(
          `r:${drawing}`,
          async () =>
            // True colour: each channel is a value the 3D room reads, which a palette would round together.
            new Picture(await svgToPng(svg, px, px, 'cover', '#ffffff', false), 'image/png'),
        );
      }),
    preview: (hash) =>
      drawn(hash, 'preview', (spec) =>
        // A surface fills the frame; a fixture is shown whole on its backdrop's colour.
        pngPicture(
          renderSvg(spec, 'detail'),
          PREVIEW_WIDTH,
          PREVIEW_HEIGHT,
          isSurface(spec.family) ? 'cover' : 'contain',
        ),
      ),
    category: async (slug) => {
      const index = await categories.load();
      const row = index.bySlug.get(slug);
      if (!row) throw notFound();
      const parent = row.parent_id === null ? undefined : index.byId.get(row.parent_id);
      const names = parent ? [parent.name, row.name] : [row.name];
      return pictures.getOrLoad(`c:${slug}:${names.join('/')}`, async () =>
        svgPicture(renderCategoryPicture(slug, names)),
      );
    },
    brand: async (slug) => {
      const name = await brandName(slug);
      if (name === undefined) throw notFound();
      return pictures.getOrLoad(`b:${slug}:${name}`, async () => svgPicture(renderBrandLogo(name)));
    },
  };
}

async function pngPicture(
  svg: string,
  width: number,
  height: number,
  fit: 'cover' | 'contain' = 'cover',
): Promise<Picture> {
  return new Picture(await svgToPng(svg, width, height, fit, '#f1eee9'), 'image/png');
}
