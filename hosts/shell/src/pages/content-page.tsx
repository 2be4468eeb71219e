import { ComingSoon } from '@showroom/ui/page';

/** Information pages (FAQ, policies, about, contact): their text arrives with issue #4. */
export function ContentPage({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}
