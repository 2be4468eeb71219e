import type { AiDesignRequest, AiPhoto, AiRoomType } from '@showroom/contract/design-ai';
import { STYLE_SURVEY, type StyleProfile } from '@showroom/contract/projects';
import { type PhotoMark, surfacesOf } from '../photo-marks/photo-mark.ts';

/** The design form as typed: sizes and the budget as their boxes hold them (feet, dollars). */
export interface DesignValues {
  room_type: AiRoomType;
  width_ft: string;
  length_ft: string;
  /** Dollars as typed; the request sends cents. */
  budget_cents: string;
  /** A survey room's key (the short pick), `profile` for the homeowner's own profile, or '' for none. */
  style: string;
}

export const INITIAL_DESIGN_VALUES: DesignValues = {
  room_type: 'kitchen',
  width_ft: '12',
  length_ft: '10',
  budget_cents: '',
  style: '',
};

/** The value of the style choice that sends the homeowner's own profile. */
export const OWN_PROFILE = 'profile';

/** The profile a short pick stands for: the survey room's styles (at most three). */
function pickedProfile(key: string): StyleProfile | null {
  const choice = STYLE_SURVEY.room.choices.find((candidate) => candidate.key === key);
  return choice ? { tags: [...choice.tags], palette: null, materials: [] } : null;
}

/** Dollars as typed → cents (NaN stays NaN, for the schema to refuse). */
const cents = (dollars: string) => (dollars.trim() === '' ? Number.NaN : Math.round(Number(dollars) * 100));

/**
 * The request the form's values make, with the photo and the surfaces marked on it, the homeowner's
 * profile and the pricing showroom.
 */
export function designRequestOf(
  values: DesignValues,
  extras: {
    photo: AiPhoto | null;
    marks: readonly PhotoMark[];
    profile: StyleProfile | null;
    showroom: string | null;
  },
): AiDesignRequest {
  const style = values.style === OWN_PROFILE ? extras.profile : pickedProfile(values.style);
  return {
    room_type: values.room_type,
    width_ft: values.width_ft,
    length_ft: values.length_ft,
    budget_cents: cents(values.budget_cents),
    style,
    photo: extras.photo?.id ?? null,
    showroom: extras.showroom,
    // Sent only when marked, so a request without marks reads as before (and its key with it).
    ...(extras.photo && extras.marks.length > 0 ? { photo_surfaces: surfacesOf(extras.marks) } : {}),
  };
}
