import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  beforeEach(() => fieldErrors.clear());

  it('gives the first message of a field, or null', () => {
    fieldErrors.set({ email: ['The email has already been taken.', 'Second.'] });
    expect(fieldErrors.firstError('email')).toBe('The email has already been taken.');
    expect(fieldErrors.firstError('password')).toBeNull();
  });

  it('does not wake subscribers when clearing what is already empty', () => {
    const listener = vi.fn();
    const stop = fieldErrors.store.subscribe(listener);
    fieldErrors.clear();
    expect(listener).not.toHaveBeenCalled();
    fieldErrors.set({ email: ['x'] });
    fieldErrors.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(fieldErrors.firstError('email')).toBeNull();
    stop();
  });
});
