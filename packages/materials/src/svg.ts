/** Short numbers keep pictures small: at most two decimals, no trailing zeros. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Text safe inside SVG markup (brand names have '&'). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A polygon's `points`. */
export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/** A linear gradient; `stops` are [offset 0-1, colour, opacity?]. Vertical unless `horizontal`. */
export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  direction: 'vertical' | 'horizontal' | 'diagonal' = 'vertical',
): string {
  const to = { vertical: 'x2="0" y2="1"', horizontal: 'x2="1" y2="0"', diagonal: 'x2="1" y2="1"' }[direction];
  return `<linearGradient id="${id}" ${to}>${stops.map(stop).join('')}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  at: { cx: number; cy: number; r: number } = { cx: 0.5, cy: 0.5, r: 0.5 },
): string {
  return `<radialGradient id="${id}" cx="${num(at.cx)}" cy="${num(at.cy)}" r="${num(at.r)}">${stops.map(stop).join('')}</radialGradient>`;
}

function stop([offset, colour, opacity]: readonly [number, string, number?]): string {
  return `<stop offset="${num(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${num(opacity)}"`}/>`;
}

/** A whole SVG document: `size` px square unless `height` is given. */
export function svgDocument(viewBox: string, width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">${body}</svg>`;
}
