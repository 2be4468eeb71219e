/** Finishes, and those shared by several product families; a colour finish names the palette colour it is. */
import type { ColourName } from './colours.ts';

/** A finish; a colour finish (a metal, paint or glaze) names its colours, a texture ('Honed') none. */
export interface Finish {
  name: string;
  colours: readonly ColourName[];
}

const texture = (name: string): Finish => ({ name, colours: [] });
const colourFinish = (name: string, ...colours: ColourName[]): Finish => ({ name, colours });

export const MATTE_BLACK = colourFinish('Matte Black', 'Black');
export const MATTE_WHITE = colourFinish('Matte White', 'Bright White');
export const GLOSS_WHITE = colourFinish('Gloss White', 'Bright White');
export const BISCUIT = colourFinish('Biscuit', 'Biscuit');
export const CONCRETE_GRAY = colourFinish('Concrete Gray', 'Gray');
export const BRUSHED_STAINLESS = colourFinish('Brushed Stainless', 'Stainless');
export const BRONZE = colourFinish('Bronze', 'Bronze');
export const NATURAL_OIL = texture('Natural Oil');

const BRUSHED_NICKEL = colourFinish('Brushed Nickel', 'Nickel');
const POLISHED_CHROME = colourFinish('Polished Chrome', 'Chrome');

/** Faucets, showers and cabinet hardware. */
export const METAL_FINISHES: readonly Finish[] = [
  BRUSHED_NICKEL,
  MATTE_BLACK,
  POLISHED_CHROME,
  colourFinish('Brushed Gold', 'Gold'),
  colourFinish('Oil-Rubbed Bronze', 'Bronze'),
  colourFinish('Champagne Bronze', 'Champagne'),
  colourFinish('Spot-Resist Stainless', 'Stainless'),
];

/** Lights and fans. */
export const LIGHTING_FINISHES: readonly Finish[] = [
  MATTE_BLACK,
  BRUSHED_NICKEL,
  colourFinish('Aged Brass', 'Brass'),
  colourFinish('Satin Bronze', 'Bronze'),
  POLISHED_CHROME,
  colourFinish('Antique Gold', 'Gold'),
];

export const APPLIANCE_FINISHES: readonly Finish[] = [
  colourFinish('Stainless Steel', 'Stainless'),
  colourFinish('Black Stainless', 'Black Stainless'),
  MATTE_WHITE,
  MATTE_BLACK,
  colourFinish('Slate', 'Slate'),
];

export const VANITY_FINISHES: readonly Finish[] = [
  colourFinish('White Oak', 'Blond'),
  colourFinish('Navy Blue', 'Navy'),
  colourFinish('Espresso', 'Espresso'),
  MATTE_WHITE,
  colourFinish('Sage Green', 'Sage'),
  colourFinish('Natural Walnut', 'Dark Brown'),
];

/** Powder coats for outdoor aluminium, wicker and cast stone. */
export const OUTDOOR_FINISHES: readonly Finish[] = [
  colourFinish('Charcoal', 'Charcoal'),
  colourFinish('Sand', 'Sand'),
  colourFinish('White', 'Bright White'),
  BRONZE,
];

export const textures = (...names: string[]): readonly Finish[] => names.map(texture);
