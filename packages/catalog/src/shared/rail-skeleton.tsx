import type { Ref } from 'react';
import { CardSkeletons } from './card-skeletons.tsx';

/** Placeholder cards a rail shows while loading: more than a wide screen's row. */
const RAIL_SKELETON_CARDS = 6;

/**
 * A rail's heading and a row of placeholder cards, the size of the loaded rail. A file of its own:
 * the skeletons first screens show need none of the cards' selling kit.
 */
export function RailSkeleton({ title, ref }: { title: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="sr-rail" aria-hidden="true" ref={ref}>
      <h2>{title}</h2>
      <CardSkeletons count={RAIL_SKELETON_CARDS} list="sr-rail__list" />
    </div>
  );
}
