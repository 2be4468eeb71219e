/** 'Oak & Grain Floors' → 'oak-grain-floors'; 'luxury-flooring' stays as it is. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
