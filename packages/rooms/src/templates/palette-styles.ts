import type { StyleProfile } from '@showroom/contract/projects';
import { styleMatchScore } from '@showroom/contract/visualizer';
import type { RoomSlot } from '../model/room-model.ts';
import type { RoomTemplate } from './room-template.ts';
import { STYLE_PALETTES } from './room-templates.ts';

/**
 * The design styles each palette speaks for, in the words of the style survey and designers' profiles
 * (`DESIGN_STYLE_TAGS`), best first: what ranks templates by a homeowner's style (issue #25, decision 0104).
 * Keyed by palette id (a template's `style`); a palette of the same id in two room groups looks alike.
 */
export const PALETTE_STYLES: Readonly<Record<string, readonly string[]>> = {
  'spa-white': ['Minimalist', 'Contemporary', 'Scandinavian'],
  'walnut-modern': ['Mid-century modern', 'Modern', 'Contemporary'],
  'navy-and-brass': ['Traditional', 'Transitional', 'Mid-century modern'],
  'sage-retreat': ['Farmhouse', 'Bohemian', 'Transitional'],
  'black-and-white': ['Modern', 'Minimalist', 'Industrial'],
  'coastal-cottage': ['Coastal', 'Farmhouse'],
  'coastal-white': ['Coastal', 'Scandinavian', 'Transitional'],
  'modern-farmhouse': ['Farmhouse', 'Transitional', 'Rustic'],
  'industrial-charcoal': ['Industrial', 'Modern', 'Minimalist'],
  'terracotta-sun': ['Bohemian', 'Rustic'],
  'emerald-marble': ['Traditional', 'Contemporary'],
  'warm-oak': ['Scandinavian', 'Transitional', 'Farmhouse'],
  'rustic-lodge': ['Rustic', 'Farmhouse', 'Traditional'],
  'coastal-driftwood': ['Coastal', 'Bohemian'],
  'nordic-gray': ['Scandinavian', 'Minimalist', 'Modern'],
  'desert-sand': ['Bohemian', 'Rustic', 'Contemporary'],
  'modern-charcoal': ['Modern', 'Industrial', 'Minimalist'],
  'coastal-silver': ['Coastal', 'Contemporary'],
  'tuscan-gold': ['Traditional', 'Rustic'],
};

export interface RankedTemplate {
  template: RoomTemplate;
  /** It shares a style with the profile: shown with "Matches your style". */
  matches: boolean;
}

/**
 * Templates with the profile's styles first (the profile's first style weighs most), otherwise in their
 * own order: a stable sort, so templates that match equally keep theirs. Without a profile, unchanged.
 */
export function rankTemplatesByStyle(
  templates: readonly RoomTemplate[],
  profile: StyleProfile | null,
): RankedTemplate[] {
  return templates
    .map((template, index) => ({
      template,
      index,
      score: styleMatchScore(profile, PALETTE_STYLES[template.style] ?? []),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ template, score }) => ({ template, matches: score > 0 }));
}

/**
 * The colours the profile's styles give a slot (each matching palette's look for it, by slot id then
 * kind), as products name their colours: what marks a picker's products as matching (decision 0104).
 */
export function styleColoursOf(
  profile: StyleProfile | null,
  slot: Pick<RoomSlot, 'id' | 'kind'>,
): Set<string> {
  const colours = new Set<string>();
  if (!profile) return colours;
  for (const palette of Object.values(STYLE_PALETTES).flat()) {
    if (styleMatchScore(profile, PALETTE_STYLES[palette.id] ?? []) === 0) continue;
    const look = palette.looks[slot.id] ?? palette.looks[slot.kind];
    for (const colour of look?.colours ?? []) colours.add(colour);
  }
  return colours;
}

/** Products in a colour of the profile's styles first, otherwise in their own order (a stable sort). */
export function rankByStyleColours<T extends { colour: readonly { name: string }[] }>(
  items: readonly T[],
  colours: ReadonlySet<string>,
): { item: T; matches: boolean }[] {
  const ranked = items.map((item) => ({ item, matches: item.colour.some(({ name }) => colours.has(name)) }));
  return [...ranked.filter((entry) => entry.matches), ...ranked.filter((entry) => !entry.matches)];
}
