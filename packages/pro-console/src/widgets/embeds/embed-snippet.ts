/** The tag a pro pastes into their site's `<head>`, with their Showroom ID (README "Embed a widget"). */
export function headTag(platformOrigin: string, showroomId: string): string {
  return `<script src="${platformOrigin}/showroom/embed.js" data-showroom="${showroomId}" async blocking="render"></script>`;
}

/** The whole store on one page of the pro's site (decision 0075). */
export const STORE_SNIPPET = '<showroom-store></showroom-store>';

/** The same store through the WordPress plugin (decision 0081). */
export const STORE_SHORTCODE = '[showroom store]';
