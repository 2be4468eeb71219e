/** AI design's calls under `/api` (spec §7 and ours, decision 0110), for the client and the server. */
export const AI_API_PATHS = {
  credits: '/AI/get_credits',
  user: '/AI/get_user',
  session: '/AI/design',
  resend: '/AI/design/email/resend',
  verify: '/AI/design/email/verify/:token',
  buyCredits: '/AI/credits',
  photos: '/AI/photos',
  photo: '/AI/photos/:id',
  photoFile: '/AI/photos/:id/file',
  /** The floor's or a wall's corners read from the owner's photo (decision 0126; the projects' body and answer). */
  photoSuggestedCorners: '/AI/photos/:id/suggested-corners',
  designs: '/AI/designs',
  design: '/AI/designs/:id',
} as const;

/** The header AI design's token travels in (spec §6), beside the platform's `Authorization`. */
export const AI_AUTH_HEADER = 'AuthorizationAI';
