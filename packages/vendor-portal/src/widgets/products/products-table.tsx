import { vendorProductPath } from '@showroom/contract';
import type { VendorProductRow } from '@showroom/contract/vendor';
import { productPictureUrl } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { Button, ShellLink } from '@showroom/ui';

/**
 * The vendor's products: picture, name and SKU (to edit), category, brand, price from, stock, and
 * archive. On phones each row is a card, its cells labelled, so Archive is never scrolled out of sight.
 */
export function ProductsTable({
  products,
  onArchive,
}: {
  products: readonly VendorProductRow[];
  onArchive: (product: VendorProductRow, archived: boolean) => Promise<unknown>;
}) {
  return (
    <div className="sr-vendor-products__scroll">
      <table className="sr-console-list sr-vendor-products__table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col">Brand</th>
            <th scope="col">From</th>
            <th scope="col">In stock</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>
                <div className="sr-vendor-products__product">
                  <img src={productPictureUrl(product)} alt="" width={48} height={48} loading="lazy" />
                  <div>
                    <ShellLink to={vendorProductPath(product.id)}>{product.name}</ShellLink>
                    <p className="sr-page-muted">SKU {product.sku}</p>
                  </div>
                </div>
              </td>
              <td data-label="Category">{product.category}</td>
              <td data-label="Brand">{product.brand}</td>
              <td data-label="From">{formatUsd(product.wholesale_price)}</td>
              <td data-label="In stock">
                {product.stock_qty}
                {product.out_of_stock && <p className="sr-page-muted">A size is out of stock</p>}
                <p className="sr-page-muted">
                  {product.size_count} {product.size_count === 1 ? 'size' : 'sizes'}
                </p>
              </td>
              <td data-label="Status">
                <p>{product.status === 'active' ? 'On sale' : 'Archived'}</p>
                <Button
                  variant="secondary"
                  onClick={() => onArchive(product, product.status === 'active')}
                  aria-label={`${product.status === 'active' ? 'Archive' : 'Restore'} ${product.name}`}
                >
                  {product.status === 'active' ? 'Archive' : 'Restore'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
