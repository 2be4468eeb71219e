import type { CardBrand } from '@showroom/contract/payments';

const text = (label: string, fill: string, size: number, x = 20) =>
  `<text x="${x}" y="16.5" text-anchor="${x === 20 ? 'middle' : 'start'}" font-family="Arial,sans-serif" font-weight="700" font-size="${size}" fill="${fill}">${label}</text>`;
const card = (fill: string) =>
  `<rect width="40" height="26" rx="4" fill="${fill}"${fill === '#fff' ? ' stroke="#d0d7de"' : ''}/>`;

/** The six brand marks of spec §2 step 3, drawn (no image downloads), 40×26. */
const ART: Readonly<Record<CardBrand, string>> = {
  visa: card('#1a1f71') + text('VISA', '#fff', 10),
  mastercard: `${card('#fff')}<circle cx="16" cy="13" r="7" fill="#eb001b"/><circle cx="24" cy="13" r="7" fill="#f79e1b" fill-opacity=".9"/>`,
  amex: card('#2e77bc') + text('AMEX', '#fff', 8.5),
  discover: `${card('#fff')}<circle cx="30" cy="13" r="4.5" fill="#f58220"/>${text('DISC', '#231f20', 6.5, 4)}`,
  diners: `${card('#fff')}<circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" stroke-width="2.5"/><path d="M20 6v14" stroke="#0079be" stroke-width="2"/>`,
  jcb: `${card('#fff')}<rect x="6" y="5" width="9" height="16" rx="2" fill="#0e4c96"/><rect x="15.5" y="5" width="9" height="16" rx="2" fill="#e21836"/><rect x="25" y="5" width="9" height="16" rx="2" fill="#007b40"/>`,
};

/** An SVG element of the brand's mark, named for assistive technology. */
export function brandIcon(brand: CardBrand, name: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 40 26');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', name);
  svg.setAttribute('class', 'brand-icon');
  svg.innerHTML = ART[brand];
  return svg;
}
