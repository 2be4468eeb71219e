/**
 * A category's name as a visitor reads it: some are stored as slugs ("luxury-flooring", spec §2),
 * shown as words ("Luxury flooring"); every other name is shown as it is. In the base entry, not
 * core's format: the storefront's first screen and the shell's home name categories and need nothing
 * else of `@showroom/core/format` (decision 0124, second round).
 */
export function categoryLabel(name: string): string {
  return name.includes('-') && !name.includes(' ')
    ? name.replace(/-/g, ' ').replace(/^\w/, (first) => first.toUpperCase())
    : name;
}
