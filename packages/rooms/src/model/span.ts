/** One-dimensional spans along a wall (feet from its left end), and cutting spans out of spans. */
export interface Span {
  start: number;
  end: number;
}

export const spanWidth = (span: Span): number => span.end - span.start;

export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end - 1e-9 && b.start < a.end - 1e-9;
}

/** `span` minus every cut, as the pieces left of at least `minWidth` feet, left to right. */
export function subtractSpans(span: Span, cuts: readonly Span[], minWidth = 0.01): Span[] {
  let pieces: Span[] = [span];
  for (const cut of cuts) {
    pieces = pieces.flatMap((piece) => {
      if (!overlaps(piece, cut)) return [piece];
      return [
        { start: piece.start, end: Math.max(piece.start, cut.start) },
        { start: Math.min(piece.end, cut.end), end: piece.end },
      ];
    });
  }
  return pieces.filter((piece) => spanWidth(piece) >= minWidth).sort((a, b) => a.start - b.start);
}

/** The part of `span` inside `within`, or undefined when they do not meet. */
export function clipSpan(span: Span, within: Span): Span | undefined {
  const start = Math.max(span.start, within.start);
  const end = Math.min(span.end, within.end);
  return end > start + 1e-9 ? { start, end } : undefined;
}
