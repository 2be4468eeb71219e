import { useShowroomSelection } from '@showroom/ui';
import { ComingSoon } from '@showroom/ui/page';

/**
 * `/visualize/contractor/all`: the selected showroom's storefront. Until the catalog issue lands
 * it greets the visitor in the chosen showroom and says honestly that products come next.
 */
export function Storefront() {
  const selection = useShowroomSelection();
  if (!selection) {
    return (
      <ComingSoon title="Choose a showroom first">Enter your Pro's Showroom ID on the home page.</ComingSoon>
    );
  }
  return (
    <ComingSoon title={`Welcome to ${selection.company_name}`}>
      You are in showroom {selection.vsd_id}. Its categories and products with your Pro's prices are on their
      way in the next release.
    </ComingSoon>
  );
}
