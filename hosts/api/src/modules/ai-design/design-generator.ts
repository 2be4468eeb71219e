import type { AiDesign, AiGenerator } from '@showroom/contract/design-ai';
import type { StyleProfile } from '@showroom/contract/projects';
import type { AiDesignInputs } from './ai-designs-schema.ts';
import type { PhotoLook } from './photo-palette.ts';

/** What a generator is given: the request's inputs, read (the photo's look, the showroom's prices). */
export interface DesignBrief {
  roomType: AiDesignInputs['room_type'];
  widthFt: number;
  lengthFt: number;
  budgetCents: number;
  style: StyleProfile | null;
  photo: PhotoLook | null;
  /** The showroom whose prices and categories apply (its pro's user id), or null for the platform's. */
  showroomUserId: number | null;
}

/** A design as a generator makes it (the id is given when it is stored). */
export type GeneratedDesign = Omit<AiDesign, 'id'>;

export interface GeneratedDesigns {
  generator: AiGenerator;
  /** What was done, honestly (AI_DESIGN_MESSAGES' generator notes). */
  note: string;
  designs: GeneratedDesign[];
}

/**
 * Makes a request's three designs (decision 0110). The default composes them from the catalogue by
 * rules, offline and deterministically; the hosted adapter adds an image model's pictures to those.
 */
export interface DesignGenerator {
  generate(brief: DesignBrief): Promise<GeneratedDesigns>;
}
