import { fieldErrors } from '@showroom/core';
import { useStore } from 'zustand';

/** The first server error for `field` from the last 422, or null (spec §5). */
export function useFieldError(field: string): string | null {
  return useStore(fieldErrors.store, (state) => state.errors[field]?.[0] ?? null);
}
