import type { MenuCategory } from '@showroom/contract/catalog';

/** One breadcrumb step, as stored under STORAGE_KEYS.breadcrumb. */
export interface Crumb {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

/**
 * Follows a trail of category ids down the parent → sub → second-sub tree; stops at the first
 * id that is no longer there (a stored breadcrumb from another showroom, say).
 */
export function followTrail(roots: readonly MenuCategory[], ids: readonly number[]): MenuCategory[] {
  const trail: MenuCategory[] = [];
  let level = roots;
  for (const id of ids) {
    const next = level.find((category) => category.id === id);
    if (!next) break;
    trail.push(next);
    level = next.children;
  }
  return trail;
}

/** Reads a stored breadcrumb defensively: foreign or corrupt data reads as no trail. */
export function parseCrumbs(text: string | null): Crumb[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is Crumb =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.id === 'number' &&
        typeof entry.name === 'string' &&
        typeof entry.slug === 'string',
    );
  } catch {
    return [];
  }
}

export const toCrumb = ({ id, name, slug }: Crumb): Crumb => ({ id, name, slug });
