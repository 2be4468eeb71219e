/**
 * What AI design costs (issue #26, decision 0110). The spec names a credit (coin) balance but no
 * numbers: a new account gets `starterGrant` credits (two designs to try it), a design request costs
 * `designPrice` credits, and credits come in packs paid by card in USD.
 */
export const AI_CREDITS = {
  starterGrant: 20,
  designPrice: 10,
  /** Designs one request composes. */
  designsPerRequest: 3,
} as const;

/** The packs on sale; the price is the contract's, never the client's. */
export const AI_CREDIT_PACKS = [
  { id: 'starter', credits: 50, price_cents: 500, label: '50 credits' },
  { id: 'plus', credits: 120, price_cents: 1000, label: '120 credits' },
  { id: 'studio', credits: 300, price_cents: 2000, label: '300 credits' },
] as const;

export type AiCreditPackId = (typeof AI_CREDIT_PACKS)[number]['id'];
export const AI_CREDIT_PACK_IDS = AI_CREDIT_PACKS.map((pack) => pack.id) as [
  AiCreditPackId,
  ...AiCreditPackId[],
];

/** The pack of an id, or undefined. */
export function aiCreditPack(id: string): (typeof AI_CREDIT_PACKS)[number] | undefined {
  return AI_CREDIT_PACKS.find((pack) => pack.id === id);
}
