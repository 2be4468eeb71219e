import type { CardBrand } from './card-input.ts';

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
};

/**
 * The detected card brand as a small drawn badge (no image downloads): the brand's colours and
 * mark in SVG, named for assistive technology.
 */
export function CardBrandBadge({ brand }: { brand: CardBrand | null }) {
  if (!brand) return null;
  return (
    <svg className="sr-card-badge" viewBox="0 0 40 26" role="img" aria-label={BRAND_NAMES[brand]}>
      <BrandArt brand={brand} />
    </svg>
  );
}

function BrandArt({ brand }: { brand: CardBrand }) {
  const text = (label: string, fill: string, size = 9) => (
    <text
      x="20"
      y="16.5"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontWeight="700"
      fontSize={size}
      fill={fill}
    >
      {label}
    </text>
  );
  switch (brand) {
    case 'visa':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#1a1f71" />
          {text('VISA', '#fff', 10)}
        </>
      );
    case 'mastercard':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#fff" stroke="#d0d7de" />
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#2e77bc" />
          {text('AMEX', '#fff', 8.5)}
        </>
      );
    case 'discover':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#fff" stroke="#d0d7de" />
          <circle cx="30" cy="13" r="4.5" fill="#f58220" />
          <text x="4" y="15.5" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="6.5" fill="#231f20">
            DISC
          </text>
        </>
      );
    case 'diners':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#fff" stroke="#d0d7de" />
          <circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" strokeWidth="2.5" />
          <line x1="20" y1="6" x2="20" y2="20" stroke="#0079be" strokeWidth="2" />
        </>
      );
    case 'jcb':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#fff" stroke="#d0d7de" />
          <rect x="6" y="5" width="9" height="16" rx="2" fill="#0e4c96" />
          <rect x="15.5" y="5" width="9" height="16" rx="2" fill="#e21836" />
          <rect x="25" y="5" width="9" height="16" rx="2" fill="#007b40" />
        </>
      );
  }
}
