/** Patio styles: pavers, coping, turf, stone walls and outdoor pieces in one palette. */
import { look, type StylePalette } from './style-palette.ts';

export const PATIO_PALETTES: readonly StylePalette[] = [
  {
    id: 'desert-sand',
    name: 'Desert sand',
    group: 'patio',
    description: 'Desert tan pavers, ivory travertine coping, autumn blend stone and cast stone.',
    paint: { walls: { name: 'Adobe', hex: '#e8dcc8' }, cabinets: { name: 'Adobe', hex: '#e8dcc8' } },
    looks: {
      floor: look('Desert Tan', ['Sand', 'Beige'], 'hardscaping-pavers'),
      'pool-coping': look('Ivory', ['Ivory', 'Cream']),
      lawn: look('Desert Zoysia', ['Olive', 'Sage']),
      wall: look('Autumn Blend', ['Caramel', 'Sand', 'Taupe'], 'stacked-stone'),
      grill: look('Cast Stone', ['Sand']),
      'fire-pit': look('Cast Stone', ['Sand']),
      sconces: look('Matte Black', ['Black']),
    },
  },
  {
    id: 'modern-charcoal',
    name: 'Modern charcoal',
    group: 'patio',
    description: 'Charcoal pavers, gray porcelain coping, emerald turf and powder-coated aluminum.',
    paint: { walls: { name: 'Slate', hex: '#8a8f94' }, cabinets: { name: 'Slate', hex: '#8a8f94' } },
    looks: {
      floor: look('Charcoal', ['Charcoal', 'Slate'], 'hardscaping-pavers'),
      'pool-coping': look('Alaska Gray', ['Gray', 'Light Gray'], 'pool-copings-porcelain-copings'),
      lawn: look('Emerald Lawn', ['Emerald']),
      wall: look('Charcoal', ['Charcoal', 'Slate'], 'stacked-stone'),
      grill: look('Aluminum', ['Charcoal']),
      'fire-pit': look('Aluminum', ['Charcoal']),
      sconces: look('Matte Black', ['Black']),
    },
  },
  {
    id: 'coastal-silver',
    name: 'Coastal silver',
    group: 'patio',
    description: 'Silver travertine flagstone and coping, Bermuda turf, white stone and chrome.',
    paint: { walls: { name: 'White', hex: '#f3f4f2' }, cabinets: { name: 'White', hex: '#f3f4f2' } },
    looks: {
      floor: look('Silver Travertine', ['Light Gray', 'Gray'], 'hardscaping-flagstone'),
      'pool-coping': look('Silver', ['Light Gray', 'Gray'], 'pool-copings-travertine-copings'),
      lawn: look('Coastal Bermuda', ['Emerald', 'Forest Green']),
      wall: look('Arctic White', ['Bright White'], 'stacked-stone'),
      grill: look('Aluminum', ['Bright White']),
      'fire-pit': look('Cast Stone', ['Bright White']),
      sconces: look('Polished Chrome', ['Chrome']),
    },
  },
  {
    id: 'tuscan-gold',
    name: 'Tuscan gold',
    group: 'patio',
    description: 'Autumn blend pavers and coping, meadow turf, rustic gold stone and wrought iron.',
    paint: { walls: { name: 'Ochre', hex: '#e2c79a' }, cabinets: { name: 'Ochre', hex: '#e2c79a' } },
    looks: {
      floor: look('Autumn Blend', ['Caramel', 'Sand', 'Taupe'], 'hardscaping-pavers'),
      'pool-coping': look('Autumn Blend', ['Caramel', 'Sand', 'Taupe'], 'pool-copings-travertine-copings'),
      lawn: look('Spring Meadow', ['Sage', 'Emerald']),
      wall: look('Rustic Gold', ['Gold'], 'stacked-stone'),
      grill: look('Wrought Iron', ['Bronze']),
      'fire-pit': look('Wrought Iron', ['Bronze']),
      sconces: look('Satin Bronze', ['Bronze']),
    },
  },
];
