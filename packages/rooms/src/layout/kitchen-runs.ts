/**
 * Where a kitchen's cabinet runs stand and what goes in them: the fridge at a free end, the sink
 * under the window (or mid-run) with the dishwasher beside it, the range in the widest stretch left
 * with counter on both sides. Throws when a run cannot hold what the plan asks (the plans' limits are
 * tested to never get there).
 */
import { nextWall, oppositeWall, previousWall, wallLengthFt } from '../model/room-geometry.ts';
import type { Opening, RoomDimensions, WallId } from '../model/room-model.ts';
import { overlaps, type Span, spanWidth, subtractSpans } from '../model/span.ts';

/** Standard sizes in feet (US kitchens: 24" deep bases, 36" counter, 12" deep uppers from 54"). */
export const KITCHEN = {
  baseDepth: 2,
  baseHeight: 2.875,
  toeKick: 1 / 3,
  counterDepth: 2.125,
  counterThickness: 0.125,
  counterHeight: 3,
  upperBottom: 4.5,
  upperHeight: 2.5,
  upperDepth: 1,
  fridgeWidth: 3,
  fridgeHeight: 5.83,
  fridgeDepth: 2.5,
  sinkBaseWidth: 3,
  dishwasherWidth: 2,
  rangeWidth: 2.5,
  /** Counter either side of the range. */
  rangeLanding: 1,
  /** Walkway between an L's return and the far wall, and around an island. */
  walkway: 3.5,
} as const;

export type RunId = 'main' | 'left' | 'right' | 'opposite';

export interface KitchenRunsSpec {
  mainWall: WallId;
  /** Runs besides the main one: an L's return on one side, a U's on both, a galley's opposite. */
  returns: 'left' | 'right' | 'both' | 'opposite';
  /** Longest an L's return runs (it stops short of the far wall for a walkway); U legs run to the far wall. */
  returnLengthFt?: number;
  sink: RunId;
  range: RunId;
  fridge: { run: RunId; end: 'start' | 'end' };
}

export interface Module {
  kind: 'fridge' | 'sink' | 'dishwasher' | 'range';
  span: Span;
}

export interface Run {
  id: RunId;
  wall: WallId;
  /** The base cabinets' span along the wall (corner cabinet included). */
  cabinets: Span;
  /** Where fronts show and appliances may go: the cabinets minus a corner hidden by another run. */
  usable: Span;
  counter: Span;
  /** The backsplash reaches into corners (over the other run's counter). */
  splash: Span;
  uppers: Span;
  upperFronts: Span;
  modules: Module[];
}

function runSpans(spec: KitchenRunsSpec, dimensions: RoomDimensions): Omit<Run, 'modules'>[] {
  const k = KITCHEN;
  const mainLength = wallLengthFt(dimensions, spec.mainWall);
  const hasLeft = spec.returns === 'left' || spec.returns === 'both';
  const hasRight = spec.returns === 'right' || spec.returns === 'both';
  const deadStart = hasLeft ? k.baseDepth : 0;
  const deadEnd = hasRight ? k.baseDepth : 0;
  const upperDeadStart = hasLeft ? k.upperDepth : 0;
  const upperDeadEnd = hasRight ? k.upperDepth : 0;
  const whole = { start: 0, end: mainLength };
  const runs: Omit<Run, 'modules'>[] = [
    {
      id: 'main',
      wall: spec.mainWall,
      cabinets: whole,
      usable: { start: deadStart, end: mainLength - deadEnd },
      counter: whole,
      splash: whole,
      uppers: whole,
      upperFronts: { start: upperDeadStart, end: mainLength - upperDeadEnd },
    },
  ];
  const returnLength = (wall: WallId) => {
    const room = wallLengthFt(dimensions, wall) - k.baseDepth;
    return spec.returns === 'both' ? room : Math.min(spec.returnLengthFt ?? room, room - k.walkway);
  };
  if (hasLeft) {
    const wall = previousWall(spec.mainWall);
    const end = wallLengthFt(dimensions, wall);
    const start = end - k.baseDepth - returnLength(wall);
    const cabinets = { start, end: end - k.baseDepth };
    const uppers = { start, end: end - k.upperDepth };
    runs.push({
      id: 'left',
      wall,
      cabinets,
      usable: cabinets,
      counter: { start, end: end - k.counterDepth },
      splash: { start, end },
      uppers,
      upperFronts: uppers,
    });
  }
  if (hasRight) {
    const wall = nextWall(spec.mainWall);
    const end = k.baseDepth + returnLength(wall);
    const cabinets = { start: k.baseDepth, end };
    const uppers = { start: k.upperDepth, end };
    runs.push({
      id: 'right',
      wall,
      cabinets,
      usable: cabinets,
      counter: { start: k.counterDepth, end },
      splash: { start: 0, end },
      uppers,
      upperFronts: uppers,
    });
  }
  if (spec.returns === 'opposite') {
    const wall = oppositeWall(spec.mainWall);
    const span = { start: 0, end: wallLengthFt(dimensions, wall) };
    runs.push({
      id: 'opposite',
      wall,
      cabinets: span,
      usable: span,
      counter: span,
      splash: span,
      uppers: span,
      upperFronts: span,
    });
  }
  return runs;
}

/** The widest free stretch of `usable` once `taken` spans are cut out. */
function widestGap(usable: Span, taken: readonly Span[]): Span | undefined {
  return subtractSpans(usable, taken).sort((a, b) => spanWidth(b) - spanWidth(a))[0];
}

function placeModules(
  run: Omit<Run, 'modules'>,
  spec: KitchenRunsSpec,
  openings: readonly Opening[],
): Module[] {
  const k = KITCHEN;
  const modules: Module[] = [];
  const { usable } = run;
  const windows = openings
    .filter((opening) => opening.wall === run.wall && opening.kind === 'window')
    .map((opening) => ({ start: opening.offsetFt, end: opening.offsetFt + opening.widthFt }));
  if (spec.fridge.run === run.id) {
    const start = spec.fridge.end === 'start' ? usable.start : usable.end - k.fridgeWidth;
    modules.push({ kind: 'fridge', span: { start, end: start + k.fridgeWidth } });
  }
  if (spec.sink === run.id) {
    const free = widestGap(
      usable,
      modules.map((module) => module.span),
    );
    if (!free || spanWidth(free) < k.sinkBaseWidth + k.dishwasherWidth)
      throw new Error(`No room for the sink on the ${run.wall} wall`);
    const window = windows.find((span) => overlaps(span, free));
    const wanted = window ? (window.start + window.end) / 2 : (free.start + free.end) / 2;
    // The dishwasher goes right of the sink when it fits there, else left.
    const half = k.sinkBaseWidth / 2;
    const dishwasherRight = wanted <= free.end - half - k.dishwasherWidth;
    const centre = dishwasherRight
      ? Math.max(wanted, free.start + half)
      : Math.max(Math.min(wanted, free.end - half), free.start + half + k.dishwasherWidth);
    const sink = { start: centre - half, end: centre + half };
    modules.push({ kind: 'sink', span: sink });
    modules.push({
      kind: 'dishwasher',
      span: dishwasherRight
        ? { start: sink.end, end: sink.end + k.dishwasherWidth }
        : { start: sink.start - k.dishwasherWidth, end: sink.start },
    });
  }
  if (spec.range === run.id) {
    const taken = [...modules.map((module) => module.span), ...windows];
    const gap = widestGap(usable, taken);
    if (!gap || spanWidth(gap) < k.rangeWidth + 2 * k.rangeLanding)
      throw new Error(`No room for the range on the ${run.wall} wall`);
    const centre = (gap.start + gap.end) / 2;
    modules.push({
      kind: 'range',
      span: { start: centre - k.rangeWidth / 2, end: centre + k.rangeWidth / 2 },
    });
  }
  return modules;
}

export function kitchenRuns(
  spec: KitchenRunsSpec,
  dimensions: RoomDimensions,
  openings: readonly Opening[],
): Run[] {
  return runSpans(spec, dimensions).map((run) => ({ ...run, modules: placeModules(run, spec, openings) }));
}
