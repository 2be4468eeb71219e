import {
  AreaToBoxes,
  ColourChoice,
  ItemSizeLine,
  minimumUnit,
  PriceElement,
  QuantityBox,
  SizeChoice,
  StockNote,
} from '@showroom/commerce-ui';
import { MESSAGES, visualizeProductPath } from '@showroom/contract';
import {
  CATALOG_MESSAGES,
  type ProductDetail as Detail,
  openingColour,
  type ProductSize,
} from '@showroom/contract/catalog';
import {
  ShellLink,
  StyleSheet,
  usePriceShowroom,
  useResource,
  useServedMarkupReplaced,
  useServedMarkupShown,
} from '@showroom/ui';
import { useEffect, useMemo, useState } from 'react';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import { LoadFailed } from '../../shared/status-block.tsx';
import { useShownData } from '../../shared/use-shown-data.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { galleryViews } from './gallery-views.ts';
import css from './product-detail.css?inline';
import { enterLinkedShowroom, loadProductDetail } from './product-detail-request.ts';
import { DetailSkeleton, RailSkeletons } from './product-detail-skeleton.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductRails } from './product-rails.tsx';
import { recordViewed } from './recently-viewed-store.ts';

/** The quantity kept within a size's stock (never under the minimum: Add to cart then says why not). */
const withinStock = (quantity: number, min: number, size: ProductSize | undefined) =>
  size ? Math.max(min, Math.min(quantity, size.stock)) : quantity;

function DetailBody({ product, showroom }: { product: Detail; showroom: number }) {
  const min = minimumUnit(product.min_unit);
  const [colour, setColour] = useState(() => openingColour(product));
  // The cheapest size in stock first (sizes come cheapest first): a sold-out one only when all are.
  const [sizeId, setSizeId] = useState(
    (product.sizes.find((candidate) => candidate.stock > 0) ?? product.sizes[0])?.size_id ?? null,
  );
  const size = product.sizes.find((candidate) => candidate.size_id === sizeId) ?? product.sizes[0];
  const [quantity, setQuantity] = useState(() => withinStock(min, min, size));
  const viewedBefore = useMemo(() => recordViewed(product.hash), [product.hash]);
  const views = useMemo(() => galleryViews(product, colour), [product, colour]);
  const item = size
    ? { price: size.price, unit: product.unit === 'Box' ? 'Box' : size.uom, box_sqft: size.box_sqft }
    : { price: product.price, unit: product.unit, box_sqft: null };
  const soldOut = size !== undefined && size.stock < Math.max(1, min);
  const chooseSize = (next: ProductSize) => {
    setSizeId(next.size_id);
    setQuantity((current) => withinStock(current, min, next));
  };
  return (
    <>
      <div className="sr-detail">
        <div className="sr-detail__gallery">
          <ProductGallery name={product.name} views={views} />
        </div>
        <div className="sr-detail__info">
          <p className="sr-detail__brand">{product.brand.name}</p>
          <h1>{product.name}</h1>
          <PriceElement item={item} />
          <ItemSizeLine size={size} />
          <SizeChoice sizes={product.sizes} value={size?.size_id ?? null} onChange={chooseSize} />
          <ColourChoice colours={product.colour} value={colour} onChange={setColour} />
          {size && <StockNote stock={size.stock} />}
          <QuantityBox value={quantity} min={min} max={size?.stock} onChange={setQuantity} />
          {item.unit === 'Box' && size?.box_sqft ? (
            <AreaToBoxes
              boxSqft={size.box_sqft}
              pricePerBox={size.price}
              pattern={size.pattern}
              onUseBoxes={(boxes) => setQuantity(withinStock(boxes, min, size))}
            />
          ) : null}
          <AddToCartButton
            item={{
              product_id: product.id,
              size_id: size?.size_id ?? null,
              colour: colour || null,
              qty: quantity,
            }}
            showroomChosen={showroom > 0}
            soldOut={soldOut}
          />
          <p>
            <ShellLink to={visualizeProductPath(product.hash)}>{MESSAGES.visualizeProduct}</ShellLink>
          </p>
          {product.description && <p>{product.description}</p>}
          <p className="sr-detail__sku">SKU {product.sku}</p>
        </div>
      </div>
      <ProductRails hash={product.hash} showroom={showroom} viewedBefore={viewedBefore} />
    </>
  );
}

export interface ProductDetailProps {
  hash: string;
  /** The showroom the link names (`/product/{hash}/{vsd_id}`), chosen when the visitor has none. */
  vsdId?: string | undefined;
}

/** `/product/{hash}/{vsd_id?}`: one product with its price, sizes, colours and rails. */
export function ProductDetail({ hash, vsdId }: ProductDetailProps) {
  const priceShowroom = usePriceShowroom();
  const showroom = priceShowroom ?? 0;
  useEffect(() => enterLinkedShowroom(vsdId), [vsdId]);
  const { state: detail, retry } = useResource(
    hash && priceShowroom !== null ? `${hash}:${showroom}` : null,
    (signal) => loadProductDetail(hash, showroom, signal),
  );
  const product = useShownData(detail, hash);
  // While the showroom is being looked up nothing is asked yet, but the product is on its way.
  const skeleton = (detail.status === 'loading' || (Boolean(hash) && priceShowroom === null)) && !product;
  // On a pro's page the platform's served picture (decision 0129) stands in for the whole screen until
  // the product (or why there is none) is here, and goes in that commit. Nothing of the widget shows
  // before: a box of its own under the picture would move up when the picture goes (a layout shift).
  const served = useServedMarkupShown();
  useServedMarkupReplaced(!skeleton);
  if (skeleton && served) return null;
  return (
    <section
      className={`sr-catalog${skeleton ? ' sr-product-detail--loading' : ''}`}
      aria-busy={detail.status === 'loading' || undefined}
    >
      <CatalogStyles />
      <StyleSheet name="sr-product-detail" css={css} />
      {!hash && <p>{CATALOG_MESSAGES.noProductChosen}</p>}
      {skeleton && (
        <>
          <DetailSkeleton />
          <RailSkeletons />
        </>
      )}
      {detail.status === 'error' && (
        <LoadFailed message={CATALOG_MESSAGES.productLoadFailed} onRetry={retry} />
      )}
      {product && <DetailBody key={hash} product={product} showroom={showroom} />}
    </section>
  );
}
