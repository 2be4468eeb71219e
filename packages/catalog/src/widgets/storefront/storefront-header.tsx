import { mediaUrl } from '@showroom/core';
import { StyleSheet, useServedMarkupReplaced, useShowroomSelection, useTheme } from '@showroom/ui';
import css from './storefront-header.css?inline';

/**
 * The pro's band over the storefront: their logo and "Welcome to …". Apart from the storefront's
 * code, so the element paints it while that code is still downloading (the band is the first
 * screen's largest paint); the storefront then renders the same box in the same place. On a pro's page
 * the platform's served band (decision 0129) was there first: this one takes its place in one commit.
 */
export function StorefrontHeader() {
  const selection = useShowroomSelection();
  const theme = useTheme();
  useServedMarkupReplaced(Boolean(selection));
  if (!selection) return null;
  return (
    <header className="sr-storefront__brand">
      <StyleSheet name="sr-storefront-header" css={css} />
      {theme.logo && (
        <img
          className="sr-storefront__logo"
          src={mediaUrl(theme.logo)}
          alt={`${selection.company_name} logo`}
        />
      )}
      <h1>Welcome to {selection.company_name}</h1>
    </header>
  );
}
