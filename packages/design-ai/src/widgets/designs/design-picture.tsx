import { type AiDesign, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { productPictureUrl } from '@showroom/core';
import { aiMediaUrl } from '../../api/ai-media-url.ts';

/** The slot whose product dresses the still of the room: the floor's, else the first surface chosen. */
function roomSlot(design: AiDesign): string | null {
  const slots = Object.keys(design.draft.floorTemplate.materials);
  return slots.find((slot) => slot.includes('floor')) ?? slots[0] ?? null;
}

/**
 * A design's picture: the hosted model's render when there is one, else a still of the room laid in the
 * design's floor, drawn by the materials package's room renderer (the API's picture route runs it).
 */
export function DesignPicture({ design }: { design: AiDesign }) {
  if (design.render_url)
    return (
      <img
        className="sr-ai-design__picture"
        src={aiMediaUrl(design.render_url)}
        alt={T.renderAlt(design.title)}
        width={800}
        height={600}
      />
    );
  const slot = roomSlot(design);
  const hash = slot ? design.draft.floorTemplate.materials[slot] : undefined;
  if (!hash) return null;
  return (
    <img
      className="sr-ai-design__picture"
      src={productPictureUrl({ photo: null, hash }, 'room')}
      alt={T.previewAlt(design.title)}
      width={800}
      height={600}
      loading="lazy"
    />
  );
}
