import { VENDOR_PRODUCT_LIMITS } from '@showroom/contract/vendor';
import { Button } from '@showroom/ui';
import { TextField } from '@showroom/ui/form';
import type { ColourValues } from './product-values.ts';

export interface ColoursEditorProps {
  colours: readonly ColourValues[];
  onChange: (colours: ColourValues[]) => void;
  errorFor: (name: string) => string | null;
}

/** The colours a product comes in: a name shoppers filter by, and the shade the picture is drawn in. */
export function ColoursEditor({ colours, onChange, errorFor }: ColoursEditorProps) {
  const change = (index: number, colour: Partial<ColourValues>) =>
    onChange(colours.map((current, at) => (at === index ? { ...current, ...colour } : current)));
  return (
    <fieldset className="sr-product-form__colours">
      <legend>Colours</legend>
      {colours.map((colour, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are only appended or removed
        <fieldset key={index} className="sr-product-form__colour" aria-label={`Colour ${index + 1}`}>
          <TextField
            label="Colour name"
            name={`colours.${index}.name`}
            value={colour.name}
            onChange={(event) => change(index, { name: event.target.value })}
            error={errorFor(`colours.${index}.name`)}
          />
          <label className="sr-product-form__swatch">
            <span>Shade</span>
            <input
              type="color"
              name={`colours.${index}.hex`}
              value={colour.hex}
              onChange={(event) => change(index, { hex: event.target.value })}
            />
          </label>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange(colours.filter((_, at) => at !== index))}
          >
            Remove colour {index + 1}
          </Button>
        </fieldset>
      ))}
      {colours.length < VENDOR_PRODUCT_LIMITS.maxColours && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => onChange([...colours, { name: '', hex: '#b0a89a' }])}
        >
          Add a colour
        </Button>
      )}
    </fieldset>
  );
}
