import { ROUTE_PATHS, vendorProductPath } from '@showroom/contract';
import {
  PRODUCT_PHOTO_MESSAGES,
  type VendorProduct,
  type VendorProductOptions,
} from '@showroom/contract/vendor';
import { navigate, notify } from '@showroom/core';
import { Button, ShellLink, StyleSheet } from '@showroom/ui';
import { SelectField, TextField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import { saveVendorProduct } from '../../api/vendor-calls.ts';
import { PendingPhotos } from '../product-photos/pending-photos.tsx';
import { uploadProductPhoto } from '../product-photos/photo-calls.ts';
import { ProductPhotos } from '../product-photos/product-photos.tsx';
import { ColoursEditor } from './colours-editor.tsx';
import css from './product-form.css?inline';
import { ProductPreview } from './product-preview.tsx';
import { checkProduct, inputOf, NEW_PRODUCT, type ProductValues, valuesOf } from './product-values.ts';
import { SizesEditor } from './sizes-editor.tsx';

export interface ProductFormProps {
  options: VendorProductOptions;
  /** The product being edited; null for a new one. */
  product: VendorProduct | null;
  onSaved: (product: VendorProduct) => void;
}

/**
 * A vendor's product: category, brand line, name and SKU, sizes with wholesale price and stock,
 * colours and finish, the picture drawn from them as the vendor types, and its photos (a new product's
 * wait in the form and go up, in order, once it is created). A refusal shows under its box with
 * everything typed kept.
 */
export function ProductForm({ options, product, onSaved }: ProductFormProps) {
  const unitOf = (categoryId: string) =>
    options.categories.find((category) => String(category.id) === categoryId);
  const form = useSchemaForm<ProductValues>(
    (values) => checkProduct(values, unitOf(values.category_id)?.unit === 'Box'),
    product ? valuesOf(product) : NEW_PRODUCT,
  );
  const category = unitOf(form.values.category_id) ?? null;
  const byBox = category?.unit === 'Box';
  const [pendingPhotos, setPendingPhotos] = useState<File[]>([]);
  const onSubmit = form.submit(async (values) => {
    const answer = await saveVendorProduct(product?.id ?? null, inputOf(values, byBox));
    notify.success(answer.message);
    if (product) {
      form.reset(valuesOf(answer.data));
      onSaved(answer.data);
    } else {
      await addPendingPhotos(answer.data.id, pendingPhotos);
      navigate(vendorProductPath(answer.data.id));
    }
  });
  const categoryOptions = [
    { value: '', label: 'Choose a category' },
    ...options.categories.map((option) => ({
      value: String(option.id),
      label: `${option.top} › ${option.name}`,
    })),
  ];
  const brandOptions = [
    { value: '', label: 'Choose a brand line' },
    ...options.brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
  ];
  return (
    <form ref={form.formRef} className="sr-product-form" onSubmit={onSubmit} noValidate>
      <StyleSheet name="sr-product-form" css={css} />
      <div className="sr-product-form__main">
        <section className="sr-page-card" aria-labelledby="sr-product-form-about">
          <h2 id="sr-product-form-about" className="sr-page-card__heading">
            About the product
          </h2>
          <TextField label="Name" autoComplete="off" {...form.text('name')} />
          <TextField
            label="SKU"
            autoComplete="off"
            hint="Your own code; the CSV import finds the product by it."
            {...form.text('sku')}
          />
          <SelectField label="Category" options={categoryOptions} {...form.text('category_id')} />
          <SelectField label="Brand line" options={brandOptions} {...form.text('brand_id')} />
          <TextField
            label="Finish"
            autoComplete="off"
            hint="e.g. Matte, Polished, Brushed Nickel"
            {...form.text('finish')}
          />
          <TextField label="Description" autoComplete="off" {...form.text('description')} />
        </section>
        <section className="sr-page-card" aria-label="Sizes, prices and stock">
          <SizesEditor
            sizes={form.values.sizes}
            byBox={byBox}
            onChange={(sizes) => form.setValue('sizes', sizes)}
            errorFor={form.errorFor}
          />
        </section>
        <section className="sr-page-card" aria-label="Colours">
          <ColoursEditor
            colours={form.values.colours}
            onChange={(colours) => form.setValue('colours', colours)}
            errorFor={form.errorFor}
          />
        </section>
        <div className="sr-product-form__actions">
          <Button type="submit" busy={form.busy}>
            {product ? 'Save product' : 'Create product'}
          </Button>
          <ShellLink to={ROUTE_PATHS.vendorProducts}>Back to your products</ShellLink>
        </div>
      </div>
      <aside className="sr-product-form__aside" aria-label="Picture">
        <ProductPreview values={form.values} hash={product?.hash ?? null} category={category} />
        {product ? (
          <ProductPhotos
            productId={product.id}
            productName={product.name}
            photos={product.photos}
            onChange={(photos) => onSaved({ ...product, photos, photo: photos[0]?.url ?? null })}
          />
        ) : (
          <PendingPhotos files={pendingPhotos} setFiles={setPendingPhotos} />
        )}
      </aside>
    </form>
  );
}

/** A new product's photos, one after another so the first stays the main one; says which did not go up. */
async function addPendingPhotos(productId: number, files: readonly File[]): Promise<void> {
  const failed: string[] = [];
  for (const file of files) {
    try {
      await uploadProductPhoto(productId, file, () => {});
    } catch {
      failed.push(file.name);
    }
  }
  if (failed.length > 0) notify.error(PRODUCT_PHOTO_MESSAGES.pendingFailed(failed));
}
