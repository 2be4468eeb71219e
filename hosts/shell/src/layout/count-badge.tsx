/** A count as a small badge (99+ above 99); `words` follow the number for screen readers only. */
export function CountBadge({ count, words }: { count: number; words: string }) {
  if (count <= 0) return null;
  return (
    <span className="shell-badge">
      {count > 99 ? '99+' : count}
      <span className="sr-visually-hidden"> {words}</span>
    </span>
  );
}
