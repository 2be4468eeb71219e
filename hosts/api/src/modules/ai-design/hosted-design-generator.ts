import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import { z } from 'zod/mini';
import type { DesignBrief, DesignGenerator, GeneratedDesigns } from './design-generator.ts';

/** Where a hosted image model is reached (AI_DESIGN_URL, AI_DESIGN_KEY). */
export interface HostedModelConfig {
  url: string;
  key: string;
  /** How long one call may take before the designs go out without pictures. */
  timeoutMs: number;
}

/** The HTTP client the adapter calls with (the global fetch; a test's own may stand in). */
export type HostedFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What the hosted model answers: one picture address per design, in order. */
const hostedAnswerSchema = z.object({
  images: z.array(z.url({ protocol: /^https?$/ })),
});

/** The brief as the hosted model reads it: the room and each design's products, never the user. */
function promptOf(brief: DesignBrief, designs: GeneratedDesigns['designs']) {
  return {
    room_type: brief.roomType,
    width_ft: brief.widthFt,
    length_ft: brief.lengthFt,
    style: brief.style?.tags ?? [],
    palette: brief.photo?.palette ?? [],
    designs: designs.map((design) => ({
      title: design.title,
      products: design.items.map((item) => ({
        slot: item.slot,
        name: item.name,
        brand: item.brand,
        colour: item.colour,
      })),
    })),
  };
}

/**
 * The hosted adapter (decision 0110): the catalogue's designs, then one call to the image model for a
 * picture of each. Any failure (unreachable, slow, an error status, an answer of the wrong shape)
 * answers the catalogue's designs without pictures and says so; the credits were spent once, before.
 */
export function hostedDesignGenerator(
  catalogue: DesignGenerator,
  config: HostedModelConfig,
  fetchImpl: HostedFetch = (url, init) => fetch(url, init),
): DesignGenerator {
  return {
    async generate(brief) {
      const composed = await catalogue.generate(brief);
      try {
        const response = await fetchImpl(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
          body: JSON.stringify(promptOf(brief, composed.designs)),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`hosted model answered ${response.status}`);
        const { images } = hostedAnswerSchema.parse(await response.json());
        if (images.length < composed.designs.length) throw new Error('hosted model drew too few pictures');
        return {
          generator: 'hosted',
          note: AI_DESIGN_MESSAGES.hostedGeneratorNote,
          designs: composed.designs.map((design, index) => ({
            ...design,
            render_url: images[index] ?? null,
          })),
        };
      } catch {
        return { ...composed, note: AI_DESIGN_MESSAGES.hostedFallbackNote };
      }
    },
  };
}
