/**
 * The failure catalogue's chunk (`failed-answer.ts`), asked for with the first failed answer. An
 * object, so a test can make the download fail as a dropped network or a replaced release would.
 */
export const failedAnswerChunk = {
  load: () => import('./failed-answer.ts'),
};
