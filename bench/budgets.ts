/** The budgets of the issues, in one place. Measured by `npm run bench`, never asserted in tests. */
export const BUDGETS = {
  embedJsBrotliKb: 5,
  remoteOwnCodeBrotliKb: 25,
  firstEmbeddedWidgetBrotliKb: 110,
  shellInitialJsBrotliKb: 130,
  startToReadySeconds: 10,
  showroomSearchP99Ms: 20,
} as const;
