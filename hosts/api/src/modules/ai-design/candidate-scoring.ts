import { formatMessage } from '@showroom/contract';
import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import type { StyleProfile } from '@showroom/contract/projects';
import type { RoomSlot } from '@showroom/rooms';
import { styleColoursOf } from '@showroom/rooms';
import type { Candidate } from './catalogue-candidates.ts';
import { colourDistance, type PhotoLook, rgbOf } from './photo-palette.ts';

/** A colour this close (RGB distance) to one of the photo's reads as "matching its tones". */
const PHOTO_MATCH_DISTANCE = 90;

/** How well a candidate suits the brief in a slot, and the colour and reason that say why. */
export interface CandidateFit {
  score: number;
  colour: string | null;
  reason: string | null;
}

const lightness = (hex: string) => {
  const [r, g, b] = rgbOf(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/**
 * Scores a candidate for a slot: a colour of the profile's styles (the palettes `@showroom/rooms` ties to
 * them, `styleColoursOf`) counts 2, a colour near one of the photo's counts up to 3 (closer more), and a
 * light finish in a dark room (or a deep one in a bright room) 1. The colour chosen is the one that
 * scored; else the product's first.
 */
export function candidateFit(
  candidate: Candidate,
  slot: Pick<RoomSlot, 'id' | 'kind'>,
  style: StyleProfile | null,
  photo: PhotoLook | null,
  styleColours: ReadonlySet<string> = styleColoursOf(style, slot),
): CandidateFit {
  let best: CandidateFit = { score: 0, colour: candidate.colours[0]?.name ?? null, reason: null };
  for (const colour of candidate.colours) {
    let score = 0;
    let reason: string | null = null;
    if (photo && /^#[0-9a-f]{6}$/i.test(colour.hex)) {
      const nearest = Math.min(...photo.palette.map((hex) => colourDistance(rgbOf(hex), rgbOf(colour.hex))));
      if (nearest < PHOTO_MATCH_DISTANCE) {
        score += 1 + 2 * (1 - nearest / PHOTO_MATCH_DISTANCE);
        reason = formatMessage(AI_DESIGN_MESSAGES.reasonMatchesPhoto, { colour: colour.name });
      }
      const light = lightness(colour.hex);
      if (photo.brightness < 0.35 && light > 0.65) {
        score += 1;
        reason ??= AI_DESIGN_MESSAGES.reasonBrightRoom;
      } else if (photo.brightness > 0.7 && light < 0.35) {
        score += 1;
        reason ??= AI_DESIGN_MESSAGES.reasonDarkRoom;
      }
    }
    if (styleColours.has(colour.name) && style) {
      score += 2;
      reason ??= formatMessage(AI_DESIGN_MESSAGES.reasonMatchesStyle, { style: style.tags[0] ?? '' });
    }
    if (score > best.score) best = { score, colour: colour.name, reason };
  }
  return best;
}
