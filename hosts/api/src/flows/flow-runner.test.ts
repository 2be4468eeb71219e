import { afterEach, describe, expect, it } from 'vitest';
import {
  defineFlow,
  type FlowEvent,
  FlowFaultError,
  failedStepOf,
  injectFlowFault,
  runFlow,
  STOP_FLOW,
} from './flow-runner.ts';

interface Trace {
  calls: string[];
}

const step = (
  name: string,
  options: { fail?: boolean; stop?: boolean; undo?: boolean; undoFails?: boolean } = {},
) => ({
  name,
  invoke(state: Trace) {
    state.calls.push(`do ${name}`);
    if (options.fail) throw new Error(`${name} failed`);
    return options.stop ? STOP_FLOW : undefined;
  },
  ...(options.undo === false
    ? {}
    : {
        compensate(state: Trace) {
          state.calls.push(`undo ${name}`);
          if (options.undoFails) throw new Error(`undo ${name} failed`);
        },
      }),
});

let removeFault = () => {};
afterEach(() => removeFault());

describe('runFlow', () => {
  it('runs the steps in order and answers the state', async () => {
    const flow = defineFlow('demo', [step('a'), step('b')]);
    expect((await runFlow(flow, { calls: [] })).calls).toEqual(['do a', 'do b']);
  });

  it('undoes the completed steps newest first when a step throws, and rethrows its error unchanged', async () => {
    const flow = defineFlow('demo', [
      step('a'),
      step('b', { undo: false }),
      step('c'),
      step('d', { fail: true }),
    ]);
    const state: Trace = { calls: [] };
    const error = await runFlow(flow, state).catch((caught: unknown) => caught);
    expect(error).toEqual(new Error('d failed'));
    expect(failedStepOf(error)).toBe('d');
    expect(state.calls).toEqual(['do a', 'do b', 'do c', 'do d', 'undo c', 'undo a']);
  });

  it('runs every compensation even when one throws, and logs it', async () => {
    const events: FlowEvent[] = [];
    const flow = defineFlow('demo', [step('a'), step('b', { undoFails: true }), step('c', { fail: true })]);
    const state: Trace = { calls: [] };
    await expect(runFlow(flow, state, { log: (event) => events.push(event) })).rejects.toThrow('c failed');
    expect(state.calls).toEqual(['do a', 'do b', 'do c', 'undo b', 'undo a']);
    expect(
      events.filter((event) => event.outcome === 'failed').map((event) => `${event.phase} ${event.step}`),
    ).toEqual(['invoke c', 'compensate b']);
  });

  it('compensates only the steps after a point of no return once it completed, and still throws', async () => {
    const flow = defineFlow('demo', [
      step('a'),
      { ...step('commit'), pointOfNoReturn: true },
      step('c'),
      step('d', { fail: true }),
    ]);
    const state: Trace = { calls: [] };
    await expect(runFlow(flow, state)).rejects.toThrow('d failed');
    expect(state.calls).toEqual(['do a', 'do commit', 'do c', 'do d', 'undo c']);
  });

  it('ends early, successfully, when a step answers STOP_FLOW', async () => {
    const flow = defineFlow('demo', [step('a'), step('b', { stop: true }), step('c')]);
    expect((await runFlow(flow, { calls: [] })).calls).toEqual(['do a', 'do b']);
  });

  it('refuses two steps of one name', () => {
    expect(() => defineFlow('demo', [step('a'), step('a')])).toThrow('two steps of one name');
  });
});

describe('injectFlowFault', () => {
  it('throws after the named step: the steps done so far are undone', async () => {
    removeFault = injectFlowFault({ flow: 'demo', after: 'b', action: 'throw' });
    const flow = defineFlow('demo', [step('a'), step('b'), step('c')]);
    const state: Trace = { calls: [] };
    const error = await runFlow(flow, state).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FlowFaultError);
    expect(failedStepOf(error)).toBe('b');
    expect(state.calls).toEqual(['do a', 'do b', 'undo b', 'undo a']);
  });

  it('crashes after the named step: nothing is undone, as in a dead process', async () => {
    removeFault = injectFlowFault({ flow: 'demo', after: 'a', action: 'crash' });
    const flow = defineFlow('demo', [step('a'), step('b')]);
    const state: Trace = { calls: [] };
    await expect(runFlow(flow, state)).rejects.toBeInstanceOf(FlowFaultError);
    expect(state.calls).toEqual(['do a']);
  });

  it('touches only the named flow, and is gone once removed', async () => {
    removeFault = injectFlowFault({ flow: 'other', after: 'a', action: 'throw' });
    const flow = defineFlow('demo', [step('a')]);
    await expect(runFlow(flow, { calls: [] })).resolves.toBeDefined();
    removeFault();
    removeFault = injectFlowFault({ flow: 'demo', after: 'a', action: 'throw' });
    removeFault();
    await expect(runFlow(flow, { calls: [] })).resolves.toBeDefined();
  });
});
