import { PHOTO_SURFACE, PHOTO_SURFACE_TEXTS as T } from '@showroom/contract/projects';
import type { FieldErrorMap } from '@showroom/core';
import { Button } from '@showroom/ui';
import { SelectField, TextField } from '@showroom/ui/form';
import { QUAD_SIDES, type SurfaceDraft } from './surface-draft.ts';

export interface SurfaceFieldsProps {
  draft: SurfaceDraft;
  /** Field errors of this surface, by the request's field name (`length_inches`, `product_id`, …). */
  errors: FieldErrorMap;
  onChange: (change: Partial<SurfaceDraft>) => void;
  onChooseProduct: () => void;
  onRemove: () => void;
}

const first = (errors: FieldErrorMap, field: string) => errors[field]?.[0] ?? null;

/** One surface's fields: its name, the known side and its length in feet and inches, its product and colour. */
export function SurfaceFields({ draft, errors, onChange, onChooseProduct, onRemove }: SurfaceFieldsProps) {
  const side = QUAD_SIDES.findIndex(
    ([a, b]) =>
      (a === draft.lengthCorners[0] && b === draft.lengthCorners[1]) ||
      (a === draft.lengthCorners[1] && b === draft.lengthCorners[0]),
  );
  const lengthError = first(errors, 'length_inches');
  const colours = draft.product?.colours ?? [];
  // Size and colour have no field of their own unless there is a choice: their refusal shows with the product.
  const productError =
    first(errors, 'product_id') ??
    first(errors, 'size_id') ??
    (colours.length > 1 ? null : first(errors, 'colour'));
  return (
    <div className="sr-photo-room__fields">
      <TextField
        label={T.surfaceName}
        name="label"
        value={draft.label}
        maxLength={PHOTO_SURFACE.maxLabelLength}
        error={first(errors, 'label')}
        onChange={(event) => onChange({ label: event.target.value })}
      />
      <SelectField
        label={T.knownSide}
        name="length_corners"
        value={String(side)}
        error={first(errors, 'length_corners')}
        options={QUAD_SIDES.map(([a, b], i) => ({ value: String(i), label: T.side(a, b) }))}
        onChange={(event) => {
          const [a, b] = QUAD_SIDES[Number(event.target.value)] ?? QUAD_SIDES[0] ?? [0, 1];
          onChange({ lengthCorners: [a, b] });
        }}
      />
      <fieldset
        className="sr-photo-room__length"
        aria-describedby={lengthError ? `${draft.key}-length-error` : undefined}
      >
        <legend>{T.knownLength}</legend>
        <TextField
          label={T.feet}
          name="feet"
          inputMode="decimal"
          value={draft.feet}
          aria-invalid={lengthError ? true : undefined}
          onChange={(event) => onChange({ feet: event.target.value })}
        />
        <TextField
          label={T.inches}
          name="inches"
          inputMode="decimal"
          value={draft.inches}
          aria-invalid={lengthError ? true : undefined}
          onChange={(event) => onChange({ inches: event.target.value })}
        />
        {lengthError && (
          <p id={`${draft.key}-length-error`} className="sr-photo-room__error" role="alert">
            {lengthError}
          </p>
        )}
      </fieldset>
      <div className="sr-photo-room__product">
        <span className="sr-photo-room__product-label">{T.product}</span>
        <span className="sr-photo-room__product-name">{draft.product?.name ?? T.noProduct}</span>
        <Button variant="secondary" onClick={onChooseProduct}>
          {T.chooseProduct}
        </Button>
        {productError && (
          <p className="sr-photo-room__error" role="alert">
            {productError}
          </p>
        )}
      </div>
      {colours.length > 1 && (
        <SelectField
          label={T.colour}
          name="colour"
          value={draft.colour ?? ''}
          error={first(errors, 'colour')}
          options={colours.map((c) => ({ value: c.name, label: c.name }))}
          onChange={(event) => onChange({ colour: event.target.value })}
        />
      )}
      {first(errors, 'corners') && (
        <p className="sr-photo-room__error" role="alert">
          {first(errors, 'corners')}
        </p>
      )}
      <Button variant="secondary" onClick={onRemove}>
        {T.removeSurface(draft.label)}
      </Button>
    </div>
  );
}
