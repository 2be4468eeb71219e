import { ROUTE_PATHS } from '@showroom/contract';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { loadProductOptions, loadVendorProduct } from '../../api/vendor-calls.ts';
import { VendorFrame } from '../vendor-frame/vendor-frame.tsx';
import { ProductForm } from './product-form.tsx';

export interface ProductFormScreenProps {
  /** The product to edit (`/vendor/products/:id`); null for `/vendor/products/new`. */
  id: number | null;
}

/** `/vendor/products/new` and `/vendor/products/:id`: the product form, once its options (and product) are in. */
export function ProductFormScreen({ id }: ProductFormScreenProps) {
  const { state, retry, update } = useResource(`vendor-product:${id ?? 'new'}`, async (signal) => {
    const [options, product] = await Promise.all([
      loadProductOptions(signal),
      id === null ? null : loadVendorProduct(id, signal),
    ]);
    return { options: options.data, product: product?.data ?? null };
  });
  const title =
    id === null
      ? 'New product'
      : state.status === 'ready'
        ? (state.data.product?.name ?? 'Product')
        : 'Product';
  return (
    <VendorFrame title={title} current={ROUTE_PATHS.vendorProducts}>
      {state.status === 'error' ? (
        <FormStatus tone="error">
          This product could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      ) : state.status !== 'ready' ? (
        <div className="sr-page-skeleton" aria-busy="true" />
      ) : (
        <ProductForm
          key={state.data.product?.id ?? 'new'}
          options={state.data.options}
          product={state.data.product}
          onSaved={(product) => update((current) => ({ ...current, product }))}
        />
      )}
    </VendorFrame>
  );
}
