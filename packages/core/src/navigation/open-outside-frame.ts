/**
 * Opens a platform page from a page inside a frame. The platform's pages refuse to be framed
 * (`frame-ancestors 'none'`), so navigating the frame itself would show the browser's error page:
 * the page opens in a new tab, else replaces the top page where the frame may do that, and says
 * so in the console when the frame's sandbox allows neither (decision 0082).
 */
export function openOutsideFrame(url: string, win: Window = window): void {
  const opened = win.open(url, '_blank');
  if (opened) {
    // The new tab must not reach back into the pro's page.
    opened.opener = null;
    return;
  }
  try {
    if (win.top) {
      win.top.location.href = url;
      return;
    }
  } catch {
    // A sandbox without allow-top-navigation: nothing more a script may do.
  }
  console.warn(
    `[showroom] this page is in a frame that may open neither a new tab nor the whole window: allow "allow-popups" (or "allow-top-navigation-by-user-activation") in its sandbox to let shoppers reach ${url}`,
  );
}

/** Whether this page is inside a frame of another page. */
export const isFramed = (win: Window = window): boolean => win.parent !== win;
