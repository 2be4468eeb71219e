import { MESSAGES } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { errorOutcome } from './error-catalogue.ts';
import { isSuccessStatus } from './success-status.ts';

describe('isSuccessStatus', () => {
  it.each([200, 201])('counts %i as success', (status) => expect(isSuccessStatus(status)).toBe(true));
  it.each([202, 204, 301, 400, 422, 500])('does not count %i as success', (status) =>
    expect(isSuccessStatus(status)).toBe(false),
  );
});

describe('errorOutcome (spec §8)', () => {
  describe('422', () => {
    const errors = { email: ['The email field is required.'] };

    it("replaces 'The given data was invalid.' and keeps the field errors", () => {
      expect(errorOutcome(422, { message: MESSAGES.invalidGiven, errors })).toEqual({
        action: 'validation',
        toast: { type: 'warning', message: MESSAGES.invalidReplaced },
        fieldErrors: errors,
      });
    });

    it('shows any other server message as it is', () => {
      expect(errorOutcome(422, { message: 'The email field is required.', errors })).toMatchObject({
        toast: { type: 'warning', message: 'The email field is required.' },
      });
    });

    it('still warns, with no field errors, when the body is not a validation body', () => {
      expect(errorOutcome(422, 'oops')).toEqual({
        action: 'validation',
        toast: { type: 'warning', message: MESSAGES.invalidReplaced },
        fieldErrors: {},
      });
    });
  });

  it('401 ends the session', () => {
    expect(errorOutcome(401, { message: MESSAGES.unauthenticated })).toEqual({ action: 'unauthenticated' });
  });

  it('403 shows the server message as an error', () => {
    expect(errorOutcome(403, { message: 'Not your project.' })).toEqual({
      action: 'toast',
      toast: { type: 'error', message: 'Not your project.' },
    });
  });

  it('403 without a message falls back to the contract wording', () => {
    expect(errorOutcome(403, null)).toMatchObject({ toast: { message: MESSAGES.forbidden } });
  });

  it.each([404, 405, 500])('%i shows the server message as an error', (status) => {
    expect(errorOutcome(status, { message: 'From the server.' })).toEqual({
      action: 'toast',
      toast: { type: 'error', message: 'From the server.' },
    });
  });

  it.each([
    [404, MESSAGES.notFoundFallback],
    [405, MESSAGES.serverErrorFallback],
    [500, MESSAGES.serverErrorFallback],
  ])('%i without a message shows %s', (status, fallback) => {
    expect(errorOutcome(status, {})).toMatchObject({ toast: { type: 'error', message: fallback } });
    expect(errorOutcome(status, { message: '' })).toMatchObject({ toast: { message: fallback } });
    expect(errorOutcome(status, '<html>')).toMatchObject({ toast: { message: fallback } });
  });

  describe('429', () => {
    it('says how long to wait, from Retry-After', () => {
      expect(errorOutcome(429, { message: MESSAGES.tooManyRequests }, 30)).toEqual({
        action: 'toast',
        toast: { type: 'error', message: 'Too many requests. Please wait 30 seconds and try again.' },
      });
      expect(errorOutcome(429, {}, 1)).toMatchObject({
        toast: { message: 'Too many requests. Please wait 1 second and try again.' },
      });
      expect(errorOutcome(429, {}, 90)).toMatchObject({
        toast: { message: 'Too many requests. Please wait 2 minutes and try again.' },
      });
    });

    it('asks to wait a moment when the server gave no Retry-After', () => {
      expect(errorOutcome(429, {})).toEqual({
        action: 'toast',
        toast: { type: 'error', message: MESSAGES.tooManyRequests },
      });
    });
  });

  it.each([202, 204, 302, 400, 409, 502, 503])('%i is rejected without a toast', (status) => {
    expect(errorOutcome(status, { message: 'Anything.' })).toEqual({ action: 'reject' });
  });
});
