import { productRailResponseSchema } from '@showroom/contract/catalog';
import { api } from '@showroom/core';
import { useResource } from '@showroom/ui';
import { ProductCardView } from './product-card-view.tsx';
import { RailSkeleton } from './rail-skeleton.tsx';

export interface ProductRailProps {
  title: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * One recommendation rail. It holds its room while loading; an empty or failed rail is left out
 * rather than shown broken.
 */
export function ProductRail({ title, path, body }: ProductRailProps) {
  const { state: rail } = useResource(`${path}:${JSON.stringify(body)}`, (signal) =>
    api
      .post(path, { schema: productRailResponseSchema, body, signal, silent: true })
      .then((r) => r.data.data),
  );
  if (rail.status === 'loading') return <RailSkeleton title={title} />;
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
