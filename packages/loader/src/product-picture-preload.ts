import { drawnProductPicturePath } from '@showroom/contract/constants';

const preloaded = new Set<string>();

/**
 * Starts loading the big picture of a `<showroom-product hash>` as it nears the viewport. That
 * picture is the largest thing the element paints, yet the element could ask for it only after its
 * code, the showroom and the product had arrived. It is the product's drawn overview, the gallery's
 * first picture unless the product has photos (then this small file is not used).
 */
export function preloadProductPicture(element: Element, apiOrigin: string): void {
  const hash = element.getAttribute('hash')?.trim();
  if (!hash) return;
  const href = `${apiOrigin}/api${drawnProductPicturePath(hash, 'detail')}`;
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
