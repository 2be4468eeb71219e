/**
 * Kitchens (L, U, galley): base and wall cabinets along the runs, the countertop on the bases (with
 * the sink's cut-out), the backsplash between counter and wall cabinets minus windows, cabinet fronts,
 * appliances, and an island with pendants when the plan has one.
 */

import {
  negate,
  pointOnWall,
  previousWall,
  UP,
  type WallFrame,
  wallFrame,
  wallLengthFt,
} from '../model/room-geometry.ts';
import { clipSpan, type Span, spanWidth, subtractSpans } from '../model/span.ts';
import { KITCHEN, type KitchenRunsSpec, kitchenRuns, type Module, type Run } from './kitchen-runs.ts';
import { bodyOnWall, type LayoutBuilder, placementOnWall, topPanel, wallPanel } from './layout-builder.ts';
import { buildShell, ceilingLights, openingHoles } from './room-shell.ts';

export interface KitchenSpec extends KitchenRunsSpec {
  type: 'kitchen';
  /** Length of a centre island (3 ft deep, seating overhang on the far side); absent: no island. */
  islandLengthFt?: number;
  /** Wall cabinets above the counters; false for an open, shelf-less look. Default true. */
  upperCabinets?: boolean;
}

const k = KITCHEN;
const SPLASH_OUT = 0.02;
const FRONT_OUT = 0.01;

const slot = {
  countertop: { id: 'countertop', kind: 'countertop', label: 'Countertop' },
  backsplash: { id: 'backsplash', kind: 'backsplash', label: 'Backsplash' },
  fronts: { id: 'cabinet-fronts', kind: 'cabinet-fronts', label: 'Cabinet fronts' },
} as const;

const spansOf = (run: Run, ...kinds: Module['kind'][]): Span[] =>
  run.modules.filter((module) => kinds.includes(module.kind)).map((module) => module.span);

function baseCabinets(room: LayoutBuilder, frame: WallFrame, run: Run): void {
  for (const piece of subtractSpans(run.cabinets, spansOf(run, 'fridge', 'range', 'dishwasher'), 0.25)) {
    room.body(
      bodyOnWall(frame, 'base-cabinet', piece.start, spanWidth(piece), 0, k.baseDepth, 0, k.baseHeight),
    );
    const front = clipSpan(piece, run.usable);
    if (front) {
      room.surface(
        slot.fronts,
        wallPanel(
          frame,
          { x: front.start, y: k.toeKick, width: spanWidth(front), height: k.baseHeight - k.toeKick },
          k.baseDepth + FRONT_OUT,
        ),
      );
    }
  }
}

function countertops(room: LayoutBuilder, frame: WallFrame, run: Run): void {
  const sink = spansOf(run, 'sink')[0];
  for (const piece of subtractSpans(run.counter, spansOf(run, 'fridge', 'range'), 0.25)) {
    const holes =
      sink && sink.start >= piece.start && sink.end <= piece.end
        ? [{ x: sink.start + 0.125 - piece.start, y: 0.35, width: spanWidth(sink) - 0.25, height: 1.5 }]
        : [];
    room.surface(
      slot.countertop,
      topPanel(
        frame,
        { alongFt: piece.start, widthFt: spanWidth(piece), backOutFt: 0, depthFt: k.counterDepth },
        k.counterHeight,
        {
          holes,
          thicknessFt: k.counterThickness,
        },
      ),
    );
  }
}

function backsplash(room: LayoutBuilder, frame: WallFrame, run: Run, withUppers: boolean): void {
  const height = k.upperBottom - k.counterHeight;
  const windows = openingHoles(room.openings, run.wall);
  for (const piece of subtractSpans(run.splash, spansOf(run, 'fridge'), 0.25)) {
    const rect = { x: piece.start, y: k.counterHeight, width: spanWidth(piece), height };
    room.surface(slot.backsplash, wallPanel(frame, rect, SPLASH_OUT, windows));
  }
  if (!withUppers) return;
  const windowSpans = windows.map((hole) => ({ start: hole.x - 0.25, end: hole.x + hole.width + 0.25 }));
  const cuts = [...spansOf(run, 'fridge', 'range'), ...windowSpans];
  for (const piece of subtractSpans(run.uppers, cuts, 1)) {
    room.body(
      bodyOnWall(
        frame,
        'wall-cabinet',
        piece.start,
        spanWidth(piece),
        0,
        k.upperDepth,
        k.upperBottom,
        k.upperHeight,
      ),
    );
    const front = clipSpan(piece, run.upperFronts);
    if (front) {
      room.surface(
        slot.fronts,
        wallPanel(
          frame,
          { x: front.start, y: k.upperBottom, width: spanWidth(front), height: k.upperHeight },
          k.upperDepth + FRONT_OUT,
        ),
      );
    }
  }
  // A deep cabinet over the fridge, flush with the wall cabinets' top.
  for (const fridge of spansOf(run, 'fridge')) {
    const bottom = k.fridgeHeight + 1 / 6;
    const height = k.upperBottom + k.upperHeight - bottom;
    room.body(
      bodyOnWall(frame, 'wall-cabinet', fridge.start, spanWidth(fridge), 0, k.baseDepth, bottom, height),
    );
    room.surface(
      slot.fronts,
      wallPanel(
        frame,
        { x: fridge.start, y: bottom, width: spanWidth(fridge), height },
        k.baseDepth + FRONT_OUT,
      ),
    );
  }
}

function appliances(room: LayoutBuilder, frame: WallFrame, run: Run): void {
  for (const { kind, span } of run.modules) {
    const centre = (span.start + span.end) / 2;
    const width = spanWidth(span);
    if (kind === 'sink') {
      room.fixture(
        { id: 'sink', kind: 'sink', label: 'Sink' },
        placementOnWall(frame, centre, 0.35, k.counterHeight - 0.75, [width - 0.25, 0.75, 1.5]),
      );
      room.fixture(
        { id: 'faucet', kind: 'faucet', label: 'Faucet' },
        placementOnWall(frame, centre, 0.05, k.counterHeight, [0.3, 1.25, 0.8]),
      );
    } else if (kind === 'dishwasher') {
      room.fixture(
        { id: 'dishwasher', kind: 'appliances', label: 'Dishwasher' },
        placementOnWall(frame, centre, 0, 0, [width, k.baseHeight, k.baseDepth]),
      );
    } else if (kind === 'range') {
      room.fixture(
        { id: 'range', kind: 'appliances', label: 'Range' },
        placementOnWall(frame, centre, 0, 0, [width, k.counterHeight, k.counterDepth]),
      );
      room.fixture(
        { id: 'hood', kind: 'appliances', label: 'Range hood' },
        placementOnWall(frame, centre, 0, 5.5, [width, 1.5, 1.6]),
      );
    } else {
      room.fixture(
        { id: 'fridge', kind: 'appliances', label: 'Refrigerator' },
        placementOnWall(frame, centre, 0, 0, [width, k.fridgeHeight, k.fridgeDepth]),
      );
    }
  }
}

/** The island, centred in the floor the runs leave free along the main wall; returns that floor. */
function island(room: LayoutBuilder, spec: KitchenSpec, runs: readonly Run[]) {
  const frame = wallFrame(room.dimensions, spec.mainWall);
  const across = wallLengthFt(room.dimensions, previousWall(spec.mainWall));
  const start = runs.some((run) => run.id === 'left') ? k.baseDepth : 0;
  const end = frame.lengthFt - (runs.some((run) => run.id === 'right') ? k.baseDepth : 0);
  const front = 2.5;
  const back = across - (spec.returns === 'opposite' ? k.baseDepth : 0);
  const free = { start, end, front, back };
  const length = spec.islandLengthFt;
  if (!length) return free;
  const depth = 3;
  const centre = (start + end) / 2;
  const out = (front + back - depth - 0.5) / 2;
  if (end - start - length < 2 * k.walkway || back - front - depth - 0.5 < 2 * k.walkway) {
    throw new Error('No room for the island');
  }
  room.body(bodyOnWall(frame, 'island', centre - length / 2, length, out, depth, 0, k.baseHeight));
  room.surface(
    slot.countertop,
    topPanel(
      frame,
      {
        alongFt: centre - length / 2 - 0.125,
        widthFt: length + 0.25,
        backOutFt: out - 0.125,
        depthFt: depth + 0.625,
      },
      k.counterHeight,
      {
        holes: [],
        thicknessFt: k.counterThickness,
      },
    ),
  );
  room.surface(slot.fronts, {
    origin: pointOnWall(frame, centre + length / 2, out - FRONT_OUT, k.toeKick),
    u: negate(frame.u),
    v: UP,
    widthFt: length,
    heightFt: k.baseHeight - k.toeKick,
    holes: [],
  });
  const pendants = length >= 7 ? 3 : 2;
  const drop = room.dimensions.heightFt - 6;
  for (let index = 0; index < pendants; index++) {
    const along = centre - length / 2 + (length * (index + 0.5)) / pendants;
    room.fixture(
      { id: 'lights', kind: 'lights', label: 'Pendant lights' },
      {
        position: pointOnWall(frame, along, out + depth / 2, 6),
        size: [0.9, drop, 0.9],
        rotationY: frame.rotationY,
      },
    );
  }
  return undefined;
}

export function layoutKitchen(room: LayoutBuilder, spec: KitchenSpec): void {
  buildShell(room);
  const runs = kitchenRuns(spec, room.dimensions, room.openings);
  const withUppers = spec.upperCabinets ?? true;
  for (const run of runs) {
    const frame = wallFrame(room.dimensions, run.wall);
    baseCabinets(room, frame, run);
    countertops(room, frame, run);
    backsplash(room, frame, run, withUppers);
  }
  for (const run of runs) appliances(room, wallFrame(room.dimensions, run.wall), run);
  const free = island(room, spec, runs);
  if (free) {
    const frame = wallFrame(room.dimensions, spec.mainWall);
    const a = pointOnWall(frame, free.start, free.front, 0);
    const b = pointOnWall(frame, free.end, free.back, 0);
    ceilingLights(room, {
      x: Math.min(a[0], b[0]),
      z: Math.min(a[2], b[2]),
      width: Math.abs(b[0] - a[0]),
      depth: Math.abs(b[2] - a[2]),
    });
  }
}
