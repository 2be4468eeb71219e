import {
  type CardBrand,
  type CardFieldErrors,
  frameToParentSchema,
  PAYMENT_MESSAGES,
  payFrameMessage,
  readPayFrameMessage,
  type TokenizeResult,
} from '@showroom/contract/payments';

export interface CardFrameState {
  /** Nothing typed: the optional card of registration step 3 was skipped. */
  empty: boolean;
  /** Every field passes its checks. */
  complete: boolean;
  brand: CardBrand | null;
}

export interface FrameChannelEvents {
  onReady(height: number): void;
  onResize(height: number): void;
  onChange(state: CardFrameState): void;
}

/**
 * The page's side of the card frame's protocol: hears only messages from the frame's exact origin
 * and window, and posts only to that origin. Tokenize requests are matched to their answers by id.
 */
export class FrameChannel {
  private readonly pending = new Map<string, (result: TokenizeResult) => void>();
  private nextId = 0;

  constructor(
    private readonly frameOrigin: string,
    private readonly frameWindow: () => Window | null,
    private readonly events: FrameChannelEvents,
  ) {}

  /** The `message` listener of the page's window. */
  readonly listener = (event: MessageEvent) => {
    const message = readPayFrameMessage(
      event,
      { origin: this.frameOrigin, source: this.frameWindow() },
      frameToParentSchema,
    );
    if (!message) return;
    if (message.type === 'ready') this.events.onReady(message.height);
    else if (message.type === 'resize') this.events.onResize(message.height);
    else if (message.type === 'change') this.events.onChange(message);
    else {
      this.pending.get(message.id)?.(message.result);
      this.pending.delete(message.id);
    }
  };

  /** Asks the frame for a token; a frame that does not answer in time is a failure, never a hang. */
  tokenize(timeoutMs: number): Promise<TokenizeResult> {
    const target = this.frameWindow();
    if (!target) return Promise.resolve({ ok: false, errors: {}, message: PAYMENT_MESSAGES.frameFailed });
    const id = `tokenize-${++this.nextId}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({ ok: false, errors: {}, message: PAYMENT_MESSAGES.frameTimedOut });
      }, timeoutMs);
      this.pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      target.postMessage(payFrameMessage({ type: 'tokenize', id }), this.frameOrigin);
    });
  }

  showErrors(errors: CardFieldErrors): void {
    this.frameWindow()?.postMessage(payFrameMessage({ type: 'show-errors', errors }), this.frameOrigin);
  }
}
