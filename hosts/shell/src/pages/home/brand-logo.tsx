/** Ink colours dark enough for a 4.5:1 contrast on the white logo tile. */
const INKS = ['#0f5f59', '#7c2d12', '#1e3a8a', '#4a3b8f', '#14532d', '#9a3412', '#334155', '#831843'];
const MARKS = ['circle', 'diamond', 'arch', 'leaf'] as const;

/** A small stable hash, so a brand keeps its colour and mark on every render. */
function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

function Mark({ kind, ink }: { kind: (typeof MARKS)[number]; ink: string }) {
  switch (kind) {
    case 'circle':
      return <circle cx="12" cy="12" r="9" fill="none" stroke={ink} strokeWidth="3" />;
    case 'diamond':
      return <path d="M12 2l10 10-10 10L2 12z" fill={ink} />;
    case 'arch':
      return <path d="M3 22V12a9 9 0 0118 0v10h-5V12a4 4 0 00-8 0v10z" fill={ink} />;
    case 'leaf':
      return (
        <path d="M4 20C4 9 11 3 21 3c0 10-6 17-17 17zM4 20l9-9" fill={ink} stroke="#fff" strokeWidth="1.5" />
      );
  }
}

/**
 * A generated wordmark for a brand partner (no logo files can be downloaded): a geometric mark
 * and the name, in a colour picked from the name. The name is real text, so it needs no alt.
 */
export function BrandLogo({ name }: { name: string }) {
  const h = hash(name);
  const ink = INKS[h % INKS.length] as string;
  const mark = MARKS[(h >>> 3) % MARKS.length] as (typeof MARKS)[number];
  return (
    <span className="home-brand-logo" style={{ color: ink }}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <Mark kind={mark} ink={ink} />
      </svg>
      <span className="home-brand-logo__name">{name}</span>
    </span>
  );
}
