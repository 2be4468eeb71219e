import { productRailResponseSchema } from '@showroom/contract/catalog';
import { api } from '@showroom/core';
import { ProductCardView } from '../../shared/product-card-view.tsx';
import { useResource } from '../../shared/use-resource.ts';

interface RailProps {
  title: string;
  path: string;
  body: Record<string, unknown>;
}

/** One recommendation rail; an empty or failed rail is left out rather than shown broken. */
function Rail({ title, path, body }: RailProps) {
  const [rail] = useResource(`${path}:${JSON.stringify(body)}`, (signal) =>
    api
      .post(path, { schema: productRailResponseSchema, body, signal, silent: true })
      .then((r) => r.data.data),
  );
  if (rail.status !== 'ready' || rail.data.length === 0) return null;
  return (
    <section className="sr-rail" aria-label={title}>
      <h2>{title}</h2>
      <ul className="sr-rail__list">
        {rail.data.map((product) => (
          <ProductCardView key={product.hash} product={product} />
        ))}
      </ul>
    </section>
  );
}

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
      <Rail title="Top products" path="top_products" body={{ product: hash, showroom }} />
      <Rail title="Customers also viewed" path="customer_also_viewed" body={{ product: hash, showroom }} />
      {viewedBefore.length > 0 && (
        <Rail
          title="Recently viewed"
          path="recently_viewed"
          body={{ products: viewedBefore, product: hash, showroom }}
        />
      )}
    </>
  );
}
