import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Focuses a field by name after the next render, so it also works for a field that is about to
 * appear (a registration step being switched to). Scrolls the form's top into view first when it
 * is above the viewport, as the spec asks when a server error sends the user back a step.
 */
export function useFocusField(form: RefObject<HTMLElement | null>): (field: string) => void {
  const [request, setRequest] = useState<{ field: string } | null>(null);

  useEffect(() => {
    if (!request || !form.current) return;
    const root = form.current;
    if (root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
    root.querySelector<HTMLElement>(`[name="${request.field}"]`)?.focus();
  }, [request, form]);

  // A new object each time, so asking twice for the same field focuses it again.
  return useCallback((field: string) => setRequest({ field }), []);
}
