import { StyleSheet } from '@showroom/ui';
import { useId } from 'react';
import css from './commerce.css?inline';

export interface ColourOption {
  name: string;
  hex: string;
}

export interface ColourChoiceProps {
  colours: readonly ColourOption[];
  value: string;
  onChange: (name: string) => void;
}

/**
 * A product's colours as round swatches, one radio each (named by the colour, so a screen reader and
 * the legend say which is chosen); nothing when the product lists none.
 */
export function ColourChoice({ colours, value, onChange }: ColourChoiceProps) {
  const group = useId();
  if (colours.length === 0) return null;
  return (
    <fieldset className="sr-colours">
      <StyleSheet name="sr-commerce" css={css} />
      <legend>Colour: {value}</legend>
      {colours.map((option) => (
        <label key={option.name} title={option.name}>
          <input
            type="radio"
            name={`colour-${group}`}
            value={option.name}
            checked={value === option.name}
            onChange={() => onChange(option.name)}
          />
          <span style={{ backgroundColor: option.hex }} aria-hidden="true" />
          <span className="sr-colours__name">{option.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
