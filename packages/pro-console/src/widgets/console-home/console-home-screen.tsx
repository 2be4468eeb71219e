import { ROUTE_PATHS } from '@showroom/contract';
import type { ProHome } from '@showroom/contract/pro';
import { Button, ShellLink, useResource } from '@showroom/ui';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { loadProHome } from '../../api/pro-calls.ts';
import { ConsoleFrame } from './console-frame.tsx';
import { CopyButton } from './copy-button.tsx';
import { WeekCard } from './week-card.tsx';

/** The shop link as a QR code, for a business card or a printed flyer (drawn by `uqr`). */
function ShopQrCode({ url }: { url: string }) {
  const source = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url))}`, [url]);
  return <img className="sr-console__qr" src={source} alt={`QR code of ${url}`} width={160} height={160} />;
}

function ShowroomCard({ home }: { home: ProHome }) {
  return (
    <section className="sr-page-card sr-console__share" aria-labelledby="sr-console-id">
      <div>
        <h2 id="sr-console-id" className="sr-page-card__heading">
          Your Showroom ID
        </h2>
        <p className="sr-console__id">{home.vsd_id}</p>
        <p className="sr-page-muted">
          {home.company_name} · {home.type} · markup {home.markup_percent}%
        </p>
        <div className="sr-console__row">
          <a href={home.shop_url} target="_blank" rel="noopener">
            Open your showroom
          </a>
          <CopyButton text={home.shop_url} label="Copy the shop link" />
        </div>
        <p className="sr-page-muted">
          Put your showroom on your own website:{' '}
          <ShellLink to={ROUTE_PATHS.proEmbeds}>Sites and embeds</ShellLink>.
        </p>
      </div>
      <ShopQrCode url={home.shop_url} />
    </section>
  );
}

/** `/pro` (decision 0068): the console's home, the showroom as the pro shares it and its last seven days. */
export function ConsoleHomeScreen() {
  const { state: home, retry } = useResource('pro-home', async (signal) => (await loadProHome(signal)).data);
  return (
    <ConsoleFrame title="Your showroom" current={ROUTE_PATHS.proConsole}>
      {home.status === 'ready' && (
        <>
          <ShowroomCard home={home.data} />
          <WeekCard />
        </>
      )}
      {home.status === 'error' && (
        <section className="sr-page-card" role="alert">
          <p>Your showroom could not be loaded.</p>
          <Button onClick={retry}>Try again</Button>
        </section>
      )}
      {(home.status === 'loading' || home.status === 'idle') && (
        <section className="sr-page-card" aria-busy="true">
          <div className="sr-page-skeleton sr-page-skeleton--heading" />
          <div className="sr-page-skeleton" />
        </section>
      )}
    </ConsoleFrame>
  );
}
