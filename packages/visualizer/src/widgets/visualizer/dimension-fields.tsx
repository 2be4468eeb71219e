import type { RoomDimensions } from '@showroom/rooms';
import { StyleSheet } from '@showroom/ui';
import { useEffect, useState } from 'react';
import type { FloorPlan } from '../../model/room-catalogue.ts';
import css from './dimension-fields.css?inline';

const FIELDS: readonly { key: keyof RoomDimensions; label: string }[] = [
  { key: 'widthFt', label: 'Width' },
  { key: 'depthFt', label: 'Depth' },
  { key: 'heightFt', label: 'Height' },
];

export interface DimensionFieldsProps {
  plan: FloorPlan;
  dimensions: RoomDimensions;
  onChange: (dimensions: RoomDimensions) => void;
}

/** One dimension's box: typed freely, applied when it is a number within the plan's limits. */
function DimensionField({
  label,
  value,
  min,
  max,
  onApply,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onApply: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const apply = (next: string) => {
    const number = Number(next);
    if (next.trim() !== '' && Number.isFinite(number) && number >= min && number <= max) onApply(number);
  };
  return (
    <label className="sr-dimensions__field">
      {label} (ft)
      <input
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={0.5}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          apply(event.target.value);
        }}
        // Out of range when leaving: back to the room's value, so the box never disagrees with the room.
        onBlur={() => setText(String(value))}
      />
    </label>
  );
}

/** The room's width, depth and height in feet, each within the plan's limits. */
export function DimensionFields({ plan, dimensions, onChange }: DimensionFieldsProps) {
  return (
    <fieldset className="sr-dimensions">
      <StyleSheet name="sr-dimension-fields" css={css} />
      <legend>Room size</legend>
      {FIELDS.map(({ key, label }) => (
        <DimensionField
          key={key}
          label={label}
          value={dimensions[key]}
          min={plan.limits[key].min}
          max={plan.limits[key].max}
          onApply={(value) => onChange({ ...dimensions, [key]: value })}
        />
      ))}
    </fieldset>
  );
}
