import { productPath, SHOWROOM_ID_LENGTH, SHOWROOM_ID_PATTERN, shellPath } from '@showroom/contract';
import { PRODUCT_HASH_PATTERN, type ProductDetail } from '@showroom/contract/catalog';
import { PAGE_DESCRIPTIONS, PRODUCT_PAGE_META } from '@showroom/contract/constants';
import { HttpError } from '../../lib/http-error.ts';
import type { CatalogService } from '../catalog/index.ts';
import { PLATFORM_CONTEXT, type ShowroomContext } from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ShowroomsService } from '../showrooms/index.ts';

/** What the server writes into the shell's `<head>` for one page; every value is plain text (escaped on output). */
export interface PageMeta {
  /** Replaces the shell's `<title>` when set. */
  title?: string;
  description: string;
  openGraph?: { title: string; description: string; image: string; url: string };
}

export interface PageMetaDeps {
  settings: SettingsService;
  showrooms: ShowroomsService;
  catalog: Pick<CatalogService, 'detail' | 'showrooms'>;
  platformOrigin: string;
}

/** The shell's product route, `/product/{hash}/{vsd_id?}`, below /showroom. */
const PRODUCT_ROUTE = /^\/product\/([^/]+)(?:\/([^/]+))?\/?$/;
/** Link previews cut descriptions at about this length. */
const DESCRIPTION_MAX = 200;
/** Where a product without a raster photo gets its preview picture (routes/store/product-picture.ts). */
export const productPicturePath = (hash: string) => `/api/product/${hash}/picture.png`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Page metadata for the shell's HTML. A product page gets its name, price and picture as Open Graph
 * tags, priced at the showroom of the link (the `{vsd_id}` segment, else `?showroom=`, either a
 * Showroom ID) and otherwise at the platform's standard markup, which is what a visitor opening the
 * link without a showroom sees. Any other page, and an unknown product, gets the default description.
 */
export function createPageMetaService(deps: PageMetaDeps) {
  const showroomContext = async (ref: string | null | undefined): Promise<ShowroomContext> => {
    if (!ref || ref.length !== SHOWROOM_ID_LENGTH || !SHOWROOM_ID_PATTERN.test(ref)) return PLATFORM_CONTEXT;
    const [found] = await deps.showrooms.search(ref);
    return (found && (await deps.catalog.showrooms.find(found.id))) ?? PLATFORM_CONTEXT;
  };

  const productMeta = async (hash: string, showroomRef: string | null): Promise<PageMeta | null> => {
    if (!PRODUCT_HASH_PATTERN.test(hash)) return null;
    let product: ProductDetail;
    try {
      product = await deps.catalog.detail(hash, await showroomContext(showroomRef));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
    const { app_name } = await deps.settings.read();
    const title = PRODUCT_PAGE_META.title(app_name, product.name);
    const description = truncate(
      PRODUCT_PAGE_META.description(
        usd.format(product.price),
        product.unit,
        product.brand.name,
        product.description,
      ),
    );
    const url = new URL(shellPath(productPath(hash, showroomRef)), deps.platformOrigin);
    return {
      title,
      description,
      openGraph: { title, description, image: pictureUrl(deps.platformOrigin, product), url: url.href },
    };
  };

  return {
    /** `path` is the shell path below /showroom (`/product/abc`); `query` its search parameters. */
    async metaFor(path: string, query: URLSearchParams): Promise<PageMeta> {
      const product = PRODUCT_ROUTE.exec(path);
      if (product) {
        const meta = await productMeta(product[1]!, product[2] ?? query.get('showroom'));
        if (meta) return meta;
      }
      return { description: PAGE_DESCRIPTIONS.home };
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;

/** The first raster picture of the gallery, absolute; else the product's drawn detail picture as PNG. */
function pictureUrl(platformOrigin: string, product: ProductDetail): string {
  const raster = product.gallery.find(
    (image) => image.url && /\.(png|jpe?g|webp|gif)(\?|$)/i.test(image.url),
  );
  return new URL(raster?.url ?? productPicturePath(product.hash), platformOrigin).href;
}

function truncate(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}
