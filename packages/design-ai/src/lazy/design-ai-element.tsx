import { ROUTE_PATHS } from '@showroom/contract';
import { navigate, replaceRoute } from '@showroom/core';
import { useHostElement } from '@showroom/ui';
import { useEffect, useMemo, useState } from 'react';
import { type AiPage, AiPageContext, isAiPage } from '../widgets/navigation/ai-page.ts';
import { DesignAiView } from '../widgets/route-screen/design-ai-view.tsx';

export interface DesignAiElementProps {
  /** The `page` attribute: an AI design route with its query (`/design-ai/singup`); its home by default. */
  page?: string;
}

const pageOf = (page: string | undefined) => (page && isAiPage(page) ? page : ROUTE_PATHS.designAi);

/**
 * What `<showroom-design-ai>` renders: AI design on a pro's page, moving between its own pages in place
 * (a `<showroom-store>` keeps each in its address); every other link leaves as core's `navigate` decides.
 */
export function DesignAiElement({ page }: DesignAiElementProps) {
  const host = useHostElement();
  const [path, setPath] = useState(() => pageOf(page));
  useEffect(() => setPath(pageOf(page)), [page]);
  const value = useMemo<AiPage>(
    () => ({
      path,
      go: (to) => {
        if (!isAiPage(to)) {
          navigate(to, { from: host });
          return;
        }
        setPath(to);
        replaceRoute(to);
      },
      replace: replaceRoute,
    }),
    [path, host],
  );
  return (
    <AiPageContext value={value}>
      <DesignAiView key={path} />
    </AiPageContext>
  );
}
