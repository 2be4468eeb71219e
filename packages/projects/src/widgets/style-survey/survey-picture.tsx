import type { StyleSurveyChoice } from '@showroom/contract/projects';
import { materialSpecOf, renderSvg } from '@showroom/materials';
import { useMemo } from 'react';

/**
 * A survey answer pictured by the materials renderer (decision 0059), the way products are: a room
 * dressed in the material, or a close square of it. Deterministic, drawn in the browser, no download.
 */
export function SurveyPicture({ choice, view }: { choice: StyleSurveyChoice; view: 'room' | 'thumb' }) {
  const source = useMemo(() => {
    const spec = materialSpecOf({
      hash: choice.key,
      name: `${choice.label} ${choice.material}`,
      categories: [choice.material],
      colours: choice.hexes.map((hex, index) => ({ name: `${choice.key}-${index}`, hex })),
      finish: null,
      size: null,
    });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSvg(spec, view, view === 'room' ? 400 : 200))}`;
  }, [choice, view]);
  return (
    <img
      className="sr-survey__picture"
      src={source}
      alt=""
      width={view === 'room' ? 400 : 200}
      height={view === 'room' ? 300 : 200}
    />
  );
}
