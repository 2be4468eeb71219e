/** A product page's address as pasted (`…/product/{hash}` or `…/product/{hash}/{vsd_id}`), or a bare hash. */
const PRODUCT_IN_LINK = /(?:^|\/product\/)([0-9a-f]{16})(?:[/?#]|$)/i;

/** The product hash a pasted product link or code names, or null. */
export function productHashIn(pasted: string): string | null {
  const match = PRODUCT_IN_LINK.exec(pasted.trim());
  return match?.[1]?.toLowerCase() ?? null;
}
