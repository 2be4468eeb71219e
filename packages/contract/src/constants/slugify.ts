/**
 * A name as the slug the catalogue gives it: 'Oak & Grain Floors' → 'oak-grain-floors'
 * ('luxury-flooring' stays as it is). The shell's home page names shop categories and fallback
 * brands by name only, and finds their drawn pictures by this slug.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
