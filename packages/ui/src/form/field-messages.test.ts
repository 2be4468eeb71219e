import { MESSAGES } from '@showroom/contract';
import { leadFieldsSchema } from '@showroom/contract/lead';
import { ApiError } from '@showroom/core';
import { describe, expect, it } from 'vitest';
import { fieldMessagesOf, firstFieldMessages, serverFieldMessages } from './field-messages.ts';

describe('field messages (spec §5: the first message under each field)', () => {
  it('keeps the first message of each field', () => {
    expect(firstFieldMessages({ email: ['First.', 'Second.'], empty: [] })).toEqual({ email: 'First.' });
  });

  it("checks values against a contract schema in the schema's wording", () => {
    const valid = { full_name: 'Dana', email: 'dana@example.com', phone_number: '555 123 4567' };
    expect(fieldMessagesOf(leadFieldsSchema, valid)).toEqual({});
    const messages = fieldMessagesOf(leadFieldsSchema, { ...valid, email: '' });
    expect(Object.keys(messages)).toEqual(['email']);
  });

  it("reads a failed call's own 422, and nothing from other failures", () => {
    const body = { message: MESSAGES.invalidGiven, errors: { email: ['Taken.', 'Other.'] } };
    const fieldErrors = body.errors;
    expect(serverFieldMessages(new ApiError({ kind: 'http', status: 422, body, fieldErrors }))).toEqual({
      email: 'Taken.',
    });
    expect(serverFieldMessages(new ApiError({ kind: 'http', status: 500, body }))).toEqual({});
    expect(serverFieldMessages(new Error('boom'))).toEqual({});
  });
});
