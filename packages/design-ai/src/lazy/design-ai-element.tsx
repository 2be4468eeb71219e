import { ROUTE_PATHS } from '@showroom/contract';
import { navigate, replaceRoute } from '@showroom/core';
import { useHostElement } from '@showroom/ui';
import { useMemo, useState } from 'react';
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
  // The attribute's page until the widget moves; a new attribute (a store's route) takes over again. Set
  // while rendering, not in an effect, which would run after a child's first move and undo it.
  const [shown, setShown] = useState(() => ({ attribute: page, path: pageOf(page) }));
  if (shown.attribute !== page) setShown({ attribute: page, path: pageOf(page) });
  const path = shown.attribute === page ? shown.path : pageOf(page);
  const value = useMemo<AiPage>(
    () => ({
      path,
      go: (to) => {
        if (!isAiPage(to)) {
          navigate(to, { from: host });
          return;
        }
        setShown((current) => ({ ...current, path: to }));
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
