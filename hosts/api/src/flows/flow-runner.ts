/**
 * A flow: work that crosses modules as named steps, each with the step that undoes it (the model is
 * Medusa's workflows, without their engine: no persisted state, no async steps — what must survive a
 * crash is made safe by the steps themselves, idempotent under the flow's key).
 *
 * API (kept stable; other flows use it):
 *
 *   const flow = defineFlow<State>('place-order', [
 *     { name: 'reserve-stock', invoke: (state) => …, compensate: (state, error) => … },
 *     { name: 'capture', invoke: (state) => … },
 *   ]);
 *   await runFlow(flow, state, { log });
 *
 * - `State` is one object the steps read and fill in (a step's output is what it writes there).
 * - Steps run in order. A step may answer `STOP_FLOW` to end the flow early, successfully (e.g. the
 *   work was already done by an earlier attempt); the steps after it do not run.
 * - When a step throws, the `compensate` of every step that completed runs, newest first (the failed
 *   step itself is not compensated: a step leaves nothing behind when it throws). A compensation that
 *   throws is logged and the others still run. The step's error is then rethrown unchanged (callers
 *   keep telling a refusal from a failure by its type); `failedStepOf(error)` names where it stopped.
 * - A step marked `pointOfNoReturn` (e.g. the write that commits a purchase) cannot be undone, nor can
 *   anything before it: once it completed, a later failure compensates only the steps after it (the
 *   error is still thrown). Steps after it should make their own failures harmless (e.g. leave work
 *   for a job).
 * - `log` (optional) hears of each step's end and of each compensation, with the flow and step names.
 *
 * Test hook: `injectFlowFault({ flow, after, action })` makes the flow fail right after the named
 * step: `throw` (a failure: compensations run), `crash` (the process "dies": an error, and nothing is
 * compensated, as nothing in memory survives a crash) or `kill` (SIGKILL to this very process, for
 * tests that run the API as a process of its own). A process started with the environment variable
 * FLOW_FAULT=<flow>:<step>:<action> gets that fault (ignored when NODE_ENV=production). Nothing else
 * reads either.
 */

/** What a step answers to end its flow early, successfully. */
export const STOP_FLOW = Symbol('stop flow');

// biome-ignore lint/suspicious/noConfusingVoidType: a step that just does its work returns nothing.
export type StepOutcome = void | typeof STOP_FLOW;

export interface FlowStep<State> {
  readonly name: string;
  invoke(state: State): Promise<StepOutcome> | StepOutcome;
  /** Undoes what `invoke` did; `error` is what failed the flow (an undo may depend on it). */
  compensate?(state: State, error: unknown): Promise<void> | void;
  /** Once this step completed, nothing before or at it is compensated (see the header). */
  readonly pointOfNoReturn?: boolean;
}

export interface Flow<State> {
  readonly name: string;
  readonly steps: readonly FlowStep<State>[];
}

export interface FlowEvent {
  flow: string;
  step: string;
  phase: 'invoke' | 'compensate';
  outcome: 'done' | 'failed' | 'stopped';
  error?: unknown;
}

export interface RunOptions {
  log?: (event: FlowEvent) => void;
}

export type FaultAction = 'throw' | 'crash' | 'kill';

export interface FlowFault {
  flow: string;
  /** The step after which the flow fails. */
  after: string;
  action: FaultAction;
}

/** The error an injected `throw` or `crash` fault raises. */
export class FlowFaultError extends Error {
  constructor(
    readonly fault: FlowFault,
    options?: ErrorOptions,
  ) {
    super(`injected ${fault.action} after ${fault.flow}/${fault.after}`, options);
    this.name = 'FlowFaultError';
  }
}

/** Names the steps; refuses two steps of one name (logs and tests find a step by it). */
export function defineFlow<State>(name: string, steps: readonly FlowStep<State>[]): Flow<State> {
  const names = new Set(steps.map((step) => step.name));
  if (names.size !== steps.length) throw new Error(`flow ${name} has two steps of one name`);
  return { name, steps };
}

const failedSteps = new WeakMap<object, string>();

/** The step a flow stopped at when it threw `error` (undefined if it did not come from a flow). */
export function failedStepOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? failedSteps.get(error) : undefined;
}

let faults: FlowFault[] = [];

/** Test only: fails `fault.flow` after `fault.after`; answers the function that removes the fault. */
export function injectFlowFault(fault: FlowFault): () => void {
  faults = [...faults, fault];
  return () => {
    faults = faults.filter((each) => each !== fault);
  };
}

function faultFromEnvironment(): FlowFault | undefined {
  // Never in production: a stray variable must not be able to kill a live server.
  if (process.env.NODE_ENV === 'production') return undefined;
  const [flow, after, action] = (process.env.FLOW_FAULT ?? '').split(':');
  if (!flow || !after || (action !== 'throw' && action !== 'crash' && action !== 'kill')) return undefined;
  return { flow, after, action };
}

function faultAfter(flow: string, step: string): FlowFault | undefined {
  const injected = faults.find((fault) => fault.flow === flow && fault.after === step);
  if (injected) return injected;
  const fromEnvironment = faultFromEnvironment();
  return fromEnvironment?.flow === flow && fromEnvironment.after === step ? fromEnvironment : undefined;
}

/** A crash skips the compensations: nothing of a dead process runs. */
const CRASHED = new WeakSet<object>();

function raiseFault(fault: FlowFault): void {
  if (fault.action === 'kill') process.kill(process.pid, 'SIGKILL');
  const error = new FlowFaultError(fault);
  if (fault.action === 'crash') CRASHED.add(error);
  throw error;
}

/** Runs `flow` on `state` (see the header); answers the state the steps filled in. */
export async function runFlow<State>(
  flow: Flow<State>,
  state: State,
  options: RunOptions = {},
): Promise<State> {
  const log = options.log ?? (() => {});
  // The completed steps that a failure would compensate.
  const done: FlowStep<State>[] = [];
  for (const step of flow.steps) {
    try {
      const outcome = await step.invoke(state);
      if (outcome === STOP_FLOW) {
        log({ flow: flow.name, step: step.name, phase: 'invoke', outcome: 'stopped' });
        return state;
      }
      if (step.pointOfNoReturn) done.length = 0;
      else done.push(step);
      log({ flow: flow.name, step: step.name, phase: 'invoke', outcome: 'done' });
      const fault = faultAfter(flow.name, step.name);
      if (fault) raiseFault(fault);
    } catch (error) {
      log({ flow: flow.name, step: step.name, phase: 'invoke', outcome: 'failed', error });
      if (typeof error === 'object' && error !== null) failedSteps.set(error, step.name);
      if (!(typeof error === 'object' && error !== null && CRASHED.has(error))) {
        await compensate(flow.name, done, state, error, log);
      }
      throw error;
    }
  }
  return state;
}

async function compensate<State>(
  flowName: string,
  done: readonly FlowStep<State>[],
  state: State,
  cause: unknown,
  log: (event: FlowEvent) => void,
): Promise<void> {
  for (const step of [...done].reverse()) {
    if (!step.compensate) continue;
    try {
      await step.compensate(state, cause);
      log({ flow: flowName, step: step.name, phase: 'compensate', outcome: 'done' });
    } catch (error) {
      log({ flow: flowName, step: step.name, phase: 'compensate', outcome: 'failed', error });
    }
  }
}
