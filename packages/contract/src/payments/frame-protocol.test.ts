import { describe, expect, it } from 'vitest';
import {
  frameToParentSchema,
  PAY_FRAME_CHANNEL,
  parentToFrameSchema,
  payFrameMessage,
  readPayFrameMessage,
} from './frame-protocol.ts';

const frameWindow = { name: 'the frame' };
const platform = 'https://platform.example';
const ready = payFrameMessage({ type: 'ready', height: 276 });

describe('the card frame protocol', () => {
  it('reads a message from the exact origin and window it expects', () => {
    const event = { origin: platform, source: frameWindow, data: ready };
    expect(
      readPayFrameMessage(event, { origin: platform, source: frameWindow }, frameToParentSchema),
    ).toEqual({
      channel: PAY_FRAME_CHANNEL,
      type: 'ready',
      height: 276,
    });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', source: frameWindow, data: ready }],
    [
      'a look-alike origin',
      { origin: 'https://platform.example.evil.example', source: frameWindow, data: ready },
    ],
    [
      'the origin with another port',
      { origin: 'https://platform.example:8443', source: frameWindow, data: ready },
    ],
    ['another window of the right origin', { origin: platform, source: { name: 'a popup' }, data: ready }],
    ['no window', { origin: platform, source: null, data: ready }],
    [
      'a message of another protocol',
      { origin: platform, source: frameWindow, data: { type: 'ready', height: 1 } },
    ],
    [
      'a malformed message',
      { origin: platform, source: frameWindow, data: payFrameMessage({ type: 'ready' }) },
    ],
  ])('ignores %s', (_label, event) => {
    expect(
      readPayFrameMessage(event, { origin: platform, source: frameWindow }, frameToParentSchema),
    ).toBeNull();
  });

  it('never expects a window it does not have', () => {
    const event = { origin: platform, source: null, data: ready };
    expect(readPayFrameMessage(event, { origin: platform, source: null }, frameToParentSchema)).toBeNull();
  });

  it('carries only the token and display data back, never a card number', () => {
    const tokenized = payFrameMessage({
      type: 'tokenized',
      id: 'tokenize-1',
      result: {
        ok: true,
        card: {
          token: 'tok_1',
          brand: 'visa',
          last4: '4242',
          exp_month: 7,
          exp_year: 2031,
          number: '4242424242424242',
        },
      },
    });
    const parsed = frameToParentSchema.parse(tokenized);
    expect(JSON.stringify(parsed)).not.toContain('4242424242424242');
  });

  it('knows the page’s two requests, and nothing else', () => {
    expect(parentToFrameSchema.safeParse(payFrameMessage({ type: 'tokenize', id: 'a' })).success).toBe(true);
    expect(
      parentToFrameSchema.safeParse(payFrameMessage({ type: 'show-errors', errors: { cvv: 'Invalid CVC.' } }))
        .success,
    ).toBe(true);
    expect(parentToFrameSchema.safeParse(payFrameMessage({ type: 'read-number' })).success).toBe(false);
  });
});
