/** Kitchen styles: floors, backsplash, counters, painted fronts, metals and appliances that agree. */
import { look, type StylePalette } from './style-palette.ts';

const stainless = look('Stainless Steel', ['Stainless']);

export const KITCHEN_PALETTES: readonly StylePalette[] = [
  {
    id: 'coastal-white',
    name: 'Coastal white',
    group: 'kitchen',
    description: 'Light oak floor, white subway backsplash, Calacatta quartz and matte black accents.',
    paint: {
      walls: { name: 'Warm white', hex: '#f5f0e6' },
      cabinets: { name: 'Chantilly white', hex: '#f4f1ea' },
    },
    looks: {
      floor: look('White Oak', ['Blond'], 'hardwood-flooring'),
      backsplash: look('Bright White', ['Bright White'], 'backsplash-tiles-subway-tile'),
      countertop: look('Calacatta', ['Warm White', 'Bright White'], 'countertop-quartz-countertops'),
      faucet: look('Matte Black', ['Black']),
      sink: look('Fireclay', ['Bright White'], 'kitchen-sinks-farmhouse-sinks'),
      appliances: stainless,
      lights: look('Matte Black', ['Black'], 'lights-pendant-lights'),
    },
  },
  {
    id: 'walnut-modern',
    name: 'Walnut modern',
    group: 'kitchen',
    description: 'Walnut fronts over concrete-look porcelain, charcoal glass backsplash and brushed gold.',
    paint: {
      walls: { name: 'Soft gray', hex: '#e5e7e9' },
      cabinets: { name: 'Natural walnut', hex: '#6b4a36' },
    },
    looks: {
      floor: look('Concrete', ['Gray', 'Light Gray'], 'tile-flooring-porcelain-tile'),
      backsplash: look('Charcoal', ['Charcoal'], 'backsplash-tiles-glass-tile'),
      countertop: look('Pure White', ['Bright White'], 'countertop-quartz-countertops'),
      faucet: look('Brushed Gold', ['Gold']),
      sink: look('Stainless Steel', ['Stainless'], 'kitchen-sinks-undermount-sinks'),
      appliances: look('Black Stainless', ['Black Stainless']),
      lights: look('Aged Brass', ['Brass'], 'lights-pendant-lights'),
    },
  },
  {
    id: 'modern-farmhouse',
    name: 'Modern farmhouse',
    group: 'kitchen',
    description: 'Sage shaker fronts, hickory floor, warm white zellige and Carrara marble with bronze.',
    paint: { walls: { name: 'Cream', hex: '#f3ecdc' }, cabinets: { name: 'Sage green', hex: '#9caf88' } },
    looks: {
      floor: look('Hickory', ['Caramel', 'Honey'], 'hardwood-flooring'),
      backsplash: look('Warm White', ['Warm White'], 'backsplash-tiles-zellige-tile'),
      countertop: look('Carrara', ['Bright White', 'Light Gray'], 'countertop-marble-countertops'),
      faucet: look('Oil-Rubbed Bronze', ['Bronze']),
      sink: look('Fireclay', ['Bright White'], 'kitchen-sinks-farmhouse-sinks'),
      appliances: look('Matte White', ['Bright White']),
      lights: look('Satin Bronze', ['Bronze'], 'lights-pendant-lights'),
    },
  },
  {
    id: 'navy-and-brass',
    name: 'Navy and brass',
    group: 'kitchen',
    description: 'Navy fronts, white subway tile, Calacatta Gold quartz, driftwood-look tile and gold.',
    paint: { walls: { name: 'Warm white', hex: '#f5f0e6' }, cabinets: { name: 'Hale navy', hex: '#2c3e5c' } },
    looks: {
      floor: look('Driftwood', ['Greige', 'Taupe'], 'tile-flooring-wood-look-tile'),
      backsplash: look('Bright White', ['Bright White'], 'backsplash-tiles-subway-tile'),
      countertop: look('Calacatta Gold', ['Warm White', 'Bright White'], 'countertop-quartz-countertops'),
      faucet: look('Brushed Gold', ['Gold']),
      sink: look('Stainless Steel', ['Stainless'], 'kitchen-sinks-undermount-sinks'),
      appliances: stainless,
      lights: look('Antique Gold', ['Gold'], 'lights-pendant-lights'),
    },
  },
  {
    id: 'industrial-charcoal',
    name: 'Industrial charcoal',
    group: 'kitchen',
    description: 'Charcoal fronts, smoked oak vinyl plank, steel gray granite and stainless everything.',
    paint: {
      walls: { name: 'Pale concrete', hex: '#d9d9d6' },
      cabinets: { name: 'Iron ore', hex: '#3d3f42' },
    },
    looks: {
      floor: look('Smoked Oak', ['Espresso', 'Dark Brown'], 'luxury-flooring'),
      backsplash: look('Warm White', ['Warm White'], 'backsplash-tiles-subway-tile'),
      countertop: look('Steel Gray', ['Gray', 'Charcoal'], 'countertop-granite-countertops'),
      faucet: look('Stainless', ['Stainless']),
      sink: look('Granite Composite', ['Black'], 'kitchen-sinks-undermount-sinks'),
      appliances: stainless,
      lights: look('Matte Black', ['Black'], 'lights-pendant-lights'),
    },
  },
  {
    id: 'terracotta-sun',
    name: 'Terracotta sun',
    group: 'kitchen',
    description:
      'Cream fronts, travertine floor, terracotta zellige and Taj Mahal quartz with champagne bronze.',
    paint: { walls: { name: 'Ivory', hex: '#f2ead8' }, cabinets: { name: 'Cream', hex: '#efe6d2' } },
    looks: {
      floor: look('Travertine', ['Beige', 'Ivory'], 'tile-flooring-porcelain-tile'),
      backsplash: look('Terracotta', ['Terracotta'], 'backsplash-tiles-zellige-tile'),
      countertop: look('Taj Mahal', ['Ivory', 'Cream'], 'countertop-quartz-countertops'),
      faucet: look('Champagne Bronze', ['Champagne']),
      sink: look('Fireclay', ['Biscuit'], 'kitchen-sinks-farmhouse-sinks'),
      appliances: look('Matte White', ['Bright White']),
      lights: look('Aged Brass', ['Brass'], 'lights-pendant-lights'),
    },
  },
  {
    id: 'emerald-marble',
    name: 'Emerald and marble',
    group: 'kitchen',
    description: 'Emerald fronts, walnut floor, Statuario marble counter and splash, brushed gold.',
    paint: { walls: { name: 'Chalk white', hex: '#f4f4f0' }, cabinets: { name: 'Emerald', hex: '#2e6b4f' } },
    looks: {
      floor: look('Walnut', ['Dark Brown', 'Espresso'], 'hardwood-flooring'),
      backsplash: look('Statuario', ['Bright White'], 'tile-flooring-marble-tile'),
      countertop: look('Statuario', ['Bright White'], 'countertop-marble-countertops'),
      faucet: look('Brushed Gold', ['Gold']),
      sink: look('Stainless Steel', ['Stainless'], 'kitchen-sinks-undermount-sinks'),
      appliances: stainless,
      lights: look('Antique Gold', ['Gold'], 'lights-chandeliers'),
    },
  },
];
