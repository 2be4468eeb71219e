import { ProductRail } from '../../shared/product-rail.tsx';

export interface ProductRailsProps {
  hash: string;
  showroom: number;
  /** Hashes viewed before this product, newest first. */
  viewedBefore: readonly string[];
}

/** Top products, customers also viewed and recently viewed (spec §3 product context). */
export function ProductRails({ hash, showroom, viewedBefore }: ProductRailsProps) {
  return (
    <>
      <ProductRail title="Top products" path="top_products" body={{ product: hash, showroom }} />
      <ProductRail
        title="Customers also viewed"
        path="customer_also_viewed"
        body={{ product: hash, showroom }}
      />
      {viewedBefore.length > 0 && (
        <ProductRail
          title="Recently viewed"
          path="recently_viewed"
          body={{ products: viewedBefore, product: hash, showroom }}
        />
      )}
    </>
  );
}
