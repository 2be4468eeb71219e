import { VENDOR_PRODUCT_LIMITS } from '@showroom/contract/vendor';
import { Button } from '@showroom/ui';
import { DecimalField, digitsOnly, TextField } from '@showroom/ui/form';
import { EMPTY_SIZE, type SizeValues } from './product-values.ts';

export interface SizesEditorProps {
  sizes: readonly SizeValues[];
  /** Box categories ask for the square feet per box (spec §3). */
  byBox: boolean;
  onChange: (sizes: SizeValues[]) => void;
  errorFor: (name: string) => string | null;
}

/** The product's sizes: dimensions, pattern, unit, wholesale price and stock of each; add and remove rows. */
export function SizesEditor({ sizes, byBox, onChange, errorFor }: SizesEditorProps) {
  const change = (index: number, field: keyof SizeValues, value: string) =>
    onChange(sizes.map((size, at) => (at === index ? { ...size, [field]: value } : size)));
  return (
    <fieldset className="sr-product-form__sizes">
      <legend>Sizes</legend>
      {errorFor('sizes') && (
        <p className="sr-field__error" role="alert">
          {errorFor('sizes')}
        </p>
      )}
      {sizes.map((size, index) => {
        const name = (field: string) => `sizes.${index}.${field}`;
        const props = (field: 'width_size' | 'height_size' | 'length_size' | 'pattern' | 'uom') => ({
          name: name(field),
          value: size[field],
          onChange: (event: { target: { value: string } }) => change(index, field, event.target.value),
          error: errorFor(name(field)),
        });
        return (
          // Index keys: a new row has no id yet, and rows are only appended or removed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <fieldset key={index} className="sr-product-form__size" aria-label={`Size ${index + 1}`}>
            <TextField label="Width" {...props('width_size')} />
            <TextField label="Height" {...props('height_size')} />
            <TextField label="Length" {...props('length_size')} />
            <TextField label="Pattern" {...props('pattern')} />
            {byBox ? (
              <DecimalField
                label="Sq ft per box"
                name={name('box_sqft')}
                value={size.box_sqft}
                onValueChange={(value) => change(index, 'box_sqft', value)}
                error={errorFor(name('box_sqft'))}
              />
            ) : (
              <TextField label="Unit" {...props('uom')} />
            )}
            <DecimalField
              label="Wholesale price ($)"
              name={name('wholesale_price')}
              value={size.wholesale_price}
              onValueChange={(value) => change(index, 'wholesale_price', value)}
              error={errorFor(name('wholesale_price'))}
            />
            <TextField
              label="In stock"
              inputMode="numeric"
              name={name('stock_qty')}
              value={size.stock_qty}
              onChange={(event) => change(index, 'stock_qty', digitsOnly(event.target.value))}
              error={errorFor(name('stock_qty'))}
            />
            {sizes.length > 1 && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => onChange(sizes.filter((_, at) => at !== index))}
              >
                Remove size {index + 1}
              </Button>
            )}
          </fieldset>
        );
      })}
      {sizes.length < VENDOR_PRODUCT_LIMITS.maxSizes && (
        <Button type="button" variant="secondary" onClick={() => onChange([...sizes, EMPTY_SIZE])}>
          Add a size
        </Button>
      )}
    </fieldset>
  );
}
