/** Living room and bedroom styles: the floor, an accent wall, the fan and the lights. */
import { look, type StylePalette } from './style-palette.ts';

export const LIVING_PALETTES: readonly StylePalette[] = [
  {
    id: 'warm-oak',
    name: 'Warm oak',
    group: 'living',
    description: 'Wide white oak planks, warm white walls, matte black fan and brass sconces.',
    paint: {
      walls: { name: 'Warm white', hex: '#f5f0e6' },
      cabinets: { name: 'Warm white', hex: '#f5f0e6' },
    },
    looks: {
      floor: look('White Oak', ['Blond'], 'hardwood-flooring'),
      fan: look('Matte Black', ['Black']),
      lights: look('Matte Black', ['Black']),
      sconces: look('Aged Brass', ['Brass']),
    },
  },
  {
    id: 'walnut-modern',
    name: 'Walnut modern',
    group: 'living',
    description: 'Walnut floor, a charcoal ledgestone feature wall and brushed nickel.',
    paint: { walls: { name: 'Greige', hex: '#e7e3dc' }, cabinets: { name: 'Greige', hex: '#e7e3dc' } },
    looks: {
      floor: look('Walnut', ['Dark Brown', 'Espresso'], 'hardwood-flooring'),
      'accent-wall': look('Charcoal', ['Charcoal', 'Slate'], 'stacked-stone'),
      fan: look('Brushed Nickel', ['Nickel']),
      lights: look('Brushed Nickel', ['Nickel']),
      sconces: look('Brushed Nickel', ['Nickel']),
    },
  },
  {
    id: 'rustic-lodge',
    name: 'Rustic lodge',
    group: 'living',
    description: 'Hickory floor, a desert tan stacked stone wall and satin bronze.',
    paint: { walls: { name: 'Oat', hex: '#ebe2d0' }, cabinets: { name: 'Oat', hex: '#ebe2d0' } },
    looks: {
      floor: look('Hickory', ['Caramel', 'Honey'], 'hardwood-flooring'),
      'accent-wall': look('Desert Tan', ['Sand', 'Beige'], 'stacked-stone'),
      fan: look('Satin Bronze', ['Bronze']),
      lights: look('Satin Bronze', ['Bronze']),
      sconces: look('Satin Bronze', ['Bronze']),
    },
  },
  {
    id: 'coastal-driftwood',
    name: 'Coastal driftwood',
    group: 'living',
    description: 'Driftwood laminate, sea salt walls and brushed nickel.',
    paint: { walls: { name: 'Sea salt', hex: '#e4ece6' }, cabinets: { name: 'Sea salt', hex: '#e4ece6' } },
    looks: {
      floor: look('Driftwood', ['Greige', 'Taupe'], 'laminate-flooring'),
      fan: look('Brushed Nickel', ['Nickel']),
      lights: look('Brushed Nickel', ['Nickel']),
      sconces: look('Brushed Nickel', ['Nickel']),
    },
  },
  {
    id: 'nordic-gray',
    name: 'Nordic gray',
    group: 'living',
    description: 'Pale ash vinyl plank, an Alaska gray ledgestone wall and matte black.',
    paint: { walls: { name: 'Cloud', hex: '#eef0f0' }, cabinets: { name: 'Cloud', hex: '#eef0f0' } },
    looks: {
      floor: look('Ash', ['Blond'], 'luxury-flooring'),
      'accent-wall': look('Alaska Gray', ['Gray', 'Light Gray'], 'stacked-stone'),
      fan: look('Matte Black', ['Black']),
      lights: look('Matte Black', ['Black']),
      sconces: look('Matte Black', ['Black']),
    },
  },
];
