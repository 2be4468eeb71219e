import { toCents, unitPriceCents } from '@showroom/contract/money';
import type { MarkupPreviewProduct } from '@showroom/contract/pro';
import { formatUsd } from '@showroom/core/format';

/**
 * What shoppers would pay for a few of the showroom's products at `markupPercent`: the same money
 * rule the server prices with (integer cents, `unitPriceCents`), so the preview is the price to come.
 */
export function MarkupPreview({
  products,
  markupPercent,
}: {
  products: readonly MarkupPreviewProduct[];
  markupPercent: number | null;
}) {
  if (products.length === 0) {
    return <p className="sr-console__muted">Your showroom has no products yet to preview your prices on.</p>;
  }
  return (
    <table className="sr-console__table" aria-live="polite">
      <caption>Prices your customers see</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Wholesale</th>
          <th scope="col">Sale price</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => {
          const wholesale = toCents(product.wholesale_price);
          return (
            <tr key={product.hash}>
              <th scope="row">{product.name}</th>
              <td>{formatUsd(product.wholesale_price)}</td>
              <td>
                {markupPercent === null ? '–' : formatUsd(unitPriceCents(wholesale, markupPercent) / 100)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
