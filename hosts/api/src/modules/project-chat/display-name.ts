/** A person's name as the chat shows it: first and last, whichever are set. */
export function displayName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ').trim();
}
