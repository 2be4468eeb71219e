/** A known side's length as typed in two boxes, feet and inches (either may be left empty). */
export interface TypedLength {
  feet: string;
  inches: string;
}

/** The known length in inches as typed; NaN when the boxes are not numbers. */
export function lengthInches(length: TypedLength): number {
  const feet = length.feet.trim() === '' ? 0 : Number(length.feet);
  const inches = length.inches.trim() === '' ? 0 : Number(length.inches);
  return feet * 12 + inches;
}

/** `12 ft 6 in`, what the known side's label shows; `? ft` while the boxes hold no length. */
export function lengthText(length: TypedLength): string {
  const total = lengthInches(length);
  if (!Number.isFinite(total) || total <= 0) return '? ft';
  const feet = Math.floor(total / 12);
  return `${feet} ft ${Math.round((total - feet * 12) * 10) / 10} in`;
}

/** Inches back into the two boxes (a saved surface opened again). */
export function typedLengthOf(inches: number): TypedLength {
  const feet = Math.floor(inches / 12);
  return { feet: String(feet), inches: String(Math.round((inches - feet * 12) * 100) / 100) };
}
