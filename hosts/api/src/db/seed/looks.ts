/**
 * The words a product name uses for how the product looks, each with the palette colours true to it.
 * A product's colours are derived from its look and finish (see product-generator.ts), never drawn on
 * their own, so a name can never say one colour and the swatch show another.
 */
import type { ColourName } from './colours.ts';
import type { Finish } from './finishes.ts';

/**
 * How a product looks, as its name says it: 'Nero Marquina', 'White Oak', 'Stainless Steel', 'Shaker'.
 * `colours` are the shades the look comes in (none when the look names no colour: the finish gives it);
 * `finishes`, when set, are the only finishes that agree with it (a stainless sink is never gloss white).
 */
export interface Look {
  name: string;
  colours: readonly ColourName[];
  finishes?: readonly Finish[];
}

export const look = (name: string, ...colours: ColourName[]): Look => ({ name, colours });
/** A look named after its one colour, e.g. a 'Sage' glaze. */
const colourLook = (name: ColourName): Look => look(name, name);

export const MARBLE_LOOKS: readonly Look[] = [
  look('Carrara', 'Bright White', 'Light Gray'),
  look('Calacatta', 'Warm White', 'Bright White'),
  look('Statuario', 'Bright White'),
  look('Nero Marquina', 'Black'),
  look('Crema Marfil', 'Cream', 'Ivory'),
  look('Emperador', 'Dark Brown', 'Espresso'),
];

export const STONE_LOOKS: readonly Look[] = [
  ...MARBLE_LOOKS,
  look('Travertine', 'Beige', 'Ivory', 'Sand'),
  look('Slate', 'Slate', 'Charcoal'),
  look('Basalt', 'Charcoal', 'Slate'),
  look('Limestone', 'Beige', 'Ivory'),
  look('Terrazzo', 'Light Gray', 'Warm White'),
  look('Concrete', 'Gray', 'Light Gray'),
  look('Sandstone', 'Sand', 'Beige'),
];

export const WOOD_LOOKS: readonly Look[] = [
  look('White Oak', 'Blond'),
  look('Red Oak', 'Caramel', 'Honey'),
  look('Hickory', 'Caramel', 'Honey'),
  look('Maple', 'Blond'),
  look('Walnut', 'Dark Brown', 'Espresso'),
  look('Acacia', 'Honey', 'Caramel'),
  look('Ash', 'Blond'),
  look('Birch', 'Blond'),
  look('Teak', 'Honey'),
  look('Driftwood', 'Greige', 'Taupe'),
  look('Smoked Oak', 'Espresso', 'Dark Brown'),
  look('Chestnut', 'Dark Brown'),
];

/** Glazed and glass backsplash tiles are sold by their colour. */
export const GLAZE_LOOKS: readonly Look[] = [
  colourLook('Bright White'),
  colourLook('Warm White'),
  colourLook('Sage'),
  colourLook('Emerald'),
  colourLook('Forest Green'),
  colourLook('Sky Blue'),
  colourLook('Navy'),
  colourLook('Blush'),
  colourLook('Terracotta'),
  colourLook('Charcoal'),
];

export const GRANITE_LOOKS: readonly Look[] = [
  look('Absolute Black', 'Black'),
  look('Blue Pearl', 'Steel Blue'),
  look('Alaska White', 'Bright White', 'Warm White'),
  look('Steel Gray', 'Gray', 'Charcoal'),
];

export const MARBLE_SLAB_LOOKS: readonly Look[] = [
  look('Calacatta Gold', 'Warm White', 'Bright White'),
  look('Carrara White', 'Bright White', 'Light Gray'),
  look('Statuario', 'Bright White'),
  look('Bianco Venatino', 'Bright White', 'Light Gray'),
];

/** Quartz is engineered to look like any of them. */
export const SLAB_LOOKS: readonly Look[] = [
  ...GRANITE_LOOKS,
  ...MARBLE_SLAB_LOOKS,
  look('Taj Mahal', 'Ivory', 'Cream'),
  look('Pure White', 'Bright White'),
];

const IVORY = look('Ivory', 'Ivory', 'Cream');
const DESERT_TAN = look('Desert Tan', 'Sand', 'Beige');
const AUTUMN_BLEND = look('Autumn Blend', 'Caramel', 'Sand', 'Taupe');

/** Travertine comes only in its own warm and silver shades. */
export const TRAVERTINE_LOOKS: readonly Look[] = [
  IVORY,
  DESERT_TAN,
  AUTUMN_BLEND,
  look('Silver', 'Light Gray', 'Gray'),
];

/** Pavers, flagstone, copings and stacked stone. */
export const HARDSCAPE_LOOKS: readonly Look[] = [
  IVORY,
  DESERT_TAN,
  AUTUMN_BLEND,
  look('Alaska Gray', 'Gray', 'Light Gray'),
  look('Charcoal', 'Charcoal', 'Slate'),
  look('Sierra Blue', 'Steel Blue'),
  look('Rustic Gold', 'Gold'),
  look('Carbon Black', 'Black'),
  look('Silver Travertine', 'Light Gray', 'Gray'),
  look('Arctic White', 'Bright White'),
];

export const TURF_LOOKS: readonly Look[] = [
  look('Spring Meadow', 'Sage', 'Emerald'),
  look('Emerald Lawn', 'Emerald'),
  look('Olive Fescue', 'Olive'),
  look('Coastal Bermuda', 'Emerald', 'Forest Green'),
  look('Desert Zoysia', 'Olive', 'Sage'),
  look('Premium Pet', 'Forest Green', 'Emerald'),
];

/** Design styles name no colour: the product's finish gives it. */
export const styles = (...names: string[]): readonly Look[] => names.map((name) => look(name));
