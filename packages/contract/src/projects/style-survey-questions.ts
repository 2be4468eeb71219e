import type { DesignStyleTag } from '../pros/designer-profile.ts';
import { MAX_PROFILE_STYLES } from './style-match.ts';
import type { StyleProfile } from './style-profile.ts';

/** One pictured answer of the survey: the styles it speaks for, and the picture's colours. */
export interface StyleSurveyChoice {
  readonly key: string;
  readonly label: string;
  readonly tags: readonly DesignStyleTag[];
  /** The material the picture draws (a category's name, as products name theirs) and its colours. */
  readonly material: string;
  readonly hexes: readonly string[];
}

/** The survey's three questions (issue #25: rooms, palettes, materials), in order. */
export const STYLE_SURVEY = {
  room: {
    title: 'Which room would you walk into first?',
    choices: [
      {
        key: 'light-oak',
        label: 'Light oak and white walls',
        tags: ['Scandinavian', 'Coastal', 'Minimalist'],
        material: 'Hardwood Flooring',
        hexes: ['#d9c29b'],
      },
      {
        key: 'warm-walnut',
        label: 'Warm walnut and clean lines',
        tags: ['Mid-century modern', 'Modern', 'Contemporary'],
        material: 'Hardwood Flooring',
        hexes: ['#6b4a36'],
      },
      {
        key: 'polished-marble',
        label: 'Polished marble and panelling',
        tags: ['Traditional', 'Transitional'],
        material: 'Marble Tile',
        hexes: ['#eeeae4', '#9a9a9a'],
      },
      {
        key: 'raw-concrete',
        label: 'Concrete, steel and brick',
        tags: ['Industrial', 'Modern'],
        material: 'Porcelain Tile',
        hexes: ['#8d8f91'],
      },
      {
        key: 'reclaimed-wood',
        label: 'Reclaimed wood and shiplap',
        tags: ['Farmhouse', 'Rustic'],
        material: 'Laminate Flooring',
        hexes: ['#8a6a48'],
      },
      {
        key: 'patterned-terracotta',
        label: 'Patterned tile and plants',
        tags: ['Bohemian', 'Rustic'],
        material: 'Ceramic Tile',
        hexes: ['#b5653e', '#e9d8b8'],
      },
    ],
  },
  palette: {
    title: 'Which colours do you like together?',
    choices: [
      {
        key: 'whites-and-sand',
        label: 'Whites and sand',
        tags: ['Coastal', 'Scandinavian'],
        material: 'Subway Tile',
        hexes: ['#f4f1ea', '#d9c8a9'],
      },
      {
        key: 'greige-and-cream',
        label: 'Greige and cream',
        tags: ['Transitional', 'Traditional'],
        material: 'Subway Tile',
        hexes: ['#cfc6b8', '#efe7d6'],
      },
      {
        key: 'black-and-white',
        label: 'Black and white',
        tags: ['Modern', 'Minimalist', 'Contemporary'],
        material: 'Subway Tile',
        hexes: ['#111827', '#f5f5f5'],
      },
      {
        key: 'charcoal-and-rust',
        label: 'Charcoal and rust',
        tags: ['Industrial', 'Rustic'],
        material: 'Subway Tile',
        hexes: ['#36393d', '#9a4a2a'],
      },
      {
        key: 'sage-and-linen',
        label: 'Sage and linen',
        tags: ['Farmhouse', 'Bohemian'],
        material: 'Subway Tile',
        hexes: ['#9aae8c', '#ece4d4'],
      },
      {
        key: 'navy-and-brass',
        label: 'Navy and brass',
        tags: ['Mid-century modern', 'Traditional'],
        material: 'Subway Tile',
        hexes: ['#1f2f4d', '#b5953f'],
      },
    ],
  },
  materials: {
    title: 'Pick up to three materials you would touch every day',
    choices: [
      {
        key: 'marble',
        label: 'Marble',
        tags: ['Traditional', 'Transitional'],
        material: 'Marble Tile',
        hexes: ['#eeeae4'],
      },
      {
        key: 'oak',
        label: 'Oak',
        tags: ['Scandinavian', 'Farmhouse'],
        material: 'Hardwood Flooring',
        hexes: ['#c8a878'],
      },
      {
        key: 'concrete',
        label: 'Concrete',
        tags: ['Industrial', 'Minimalist'],
        material: 'Porcelain Tile',
        hexes: ['#9a9c9e'],
      },
      {
        key: 'brass',
        label: 'Brass',
        tags: ['Mid-century modern', 'Traditional'],
        material: 'Kitchen Faucets',
        hexes: ['#b5953f'],
      },
      {
        key: 'matte-black',
        label: 'Matte black',
        tags: ['Modern', 'Industrial'],
        material: 'Kitchen Faucets',
        hexes: ['#111827'],
      },
      {
        key: 'stone',
        label: 'Natural stone',
        tags: ['Rustic', 'Coastal'],
        material: 'Stacked Stone',
        hexes: ['#a89f91'],
      },
      {
        key: 'zellige',
        label: 'Glazed tile',
        tags: ['Bohemian', 'Contemporary'],
        material: 'Backsplash Tiles',
        hexes: ['#5f8f8b'],
      },
    ],
  },
} as const satisfies Record<string, { title: string; choices: readonly StyleSurveyChoice[] }>;

export const MAX_SURVEY_MATERIALS = 3;

/** How much each answer weighs: the room a homeowner picks says the most about their style. */
const WEIGHTS = { room: 3, palette: 2, material: 1 } as const;

export interface StyleSurveyAnswers {
  room: string;
  palette: string;
  materials: readonly string[];
}

/**
 * The style profile of a survey's answers: each answer votes for its styles by its weight, and the
 * best (at most three, ties in the order of the room's, then the palette's styles) become the profile.
 * Null while the room or the palette is unanswered.
 */
export function styleProfileOf(answers: StyleSurveyAnswers): StyleProfile | null {
  const room = STYLE_SURVEY.room.choices.find((choice) => choice.key === answers.room);
  const palette = STYLE_SURVEY.palette.choices.find((choice) => choice.key === answers.palette);
  if (!room || !palette) return null;
  const materials = STYLE_SURVEY.materials.choices.filter((choice) => answers.materials.includes(choice.key));
  const votes = new Map<DesignStyleTag, number>();
  const vote = (tags: readonly DesignStyleTag[], weight: number) => {
    for (const tag of tags) votes.set(tag, (votes.get(tag) ?? 0) + weight);
  };
  vote(room.tags, WEIGHTS.room);
  vote(palette.tags, WEIGHTS.palette);
  for (const material of materials) vote(material.tags, WEIGHTS.material);
  // Map keeps insertion order and sort is stable: equal scores stay in the room-then-palette order.
  const tags = [...votes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_PROFILE_STYLES)
    .map(([tag]) => tag);
  return { tags, palette: palette.key, materials: materials.map((material) => material.key) };
}
