/** A generated swatch image in the product's colour: the seed catalogue has no photos. */
export function Swatch({
  hex,
  label,
  size = 'card',
}: {
  hex: string;
  label: string;
  size?: 'card' | 'large';
}) {
  return (
    <span
      className={`sr-swatch sr-swatch--${size}`}
      role="img"
      aria-label={label}
      style={{ backgroundColor: hex }}
    />
  );
}

/** The colour to paint a product with: its first colour, else a neutral grey. */
export function productHex(colours: readonly { hex: string }[]): string {
  return colours[0]?.hex ?? '#b8b8b8';
}
