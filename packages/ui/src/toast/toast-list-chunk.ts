/**
 * The styled toast list (its items and CSS), a chunk of its own: most pages never show a toast. An
 * object, so a test can make the download fail as a dropped network would.
 */
export const toastListChunk = {
  load: () => import('./toast-list.tsx').then((module) => module.ToastList),
};
