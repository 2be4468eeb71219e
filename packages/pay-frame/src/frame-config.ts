import {
  PAY_FRAME_CONFIG_META,
  PAY_FRAME_PARAMS,
  type PayFrameConfig,
  payFrameConfigSchema,
} from '@showroom/contract/payments';

/**
 * Which card fields to show: Stripe's (Elements) when the server wrote a Stripe configuration into
 * the page, else the sandbox processor's own fields. A missing or broken configuration is the
 * sandbox: it never sends a card anywhere but this origin's tokenize endpoint.
 */
export function readFrameConfig(doc: Document): PayFrameConfig {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PAY_FRAME_CONFIG_META}"]`)?.content;
  try {
    const parsed = payFrameConfigSchema.safeParse(JSON.parse(content ?? ''));
    return parsed.success ? parsed.data : { gateway: 'sandbox' };
  } catch {
    return { gateway: 'sandbox' };
  }
}

export interface FrameParams {
  /** The embedding page's exact origin, or null when missing or not an origin (nothing is sent then). */
  parentOrigin: string | null;
  /** A CSS colour for `--sr-primary`, or null. */
  theme: string | null;
}

/** Reads the frame's URL parameters, keeping only an exact origin and a real CSS colour. */
export function readFrameParams(search: string, isColor: (value: string) => boolean): FrameParams {
  const params = new URLSearchParams(search);
  const origin = params.get(PAY_FRAME_PARAMS.parentOrigin);
  const theme = params.get(PAY_FRAME_PARAMS.theme);
  let parentOrigin: string | null = null;
  try {
    if (origin && new URL(origin).origin === origin) parentOrigin = origin;
  } catch {
    parentOrigin = null;
  }
  return { parentOrigin, theme: theme && isColor(theme) ? theme : null };
}
