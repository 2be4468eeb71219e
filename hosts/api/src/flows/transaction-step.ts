import type { Database } from '../db/client.ts';
import { type Flow, type FlowStep, runFlow, STOP_FLOW, type StepOutcome } from './flow-runner.ts';

/**
 * A step that runs a flow of database steps in one transaction: their undo is its rollback (a step
 * failing, or a fault injected after one, leaves nothing of the ones before), and its commit is the
 * outer flow's point of no return. Work that must happen exactly once (a status change with its
 * restock and refund record) is decided by one guarded write inside, so a retry or a concurrent
 * caller finds nothing left to do. The steps read the transaction as `state.tx` while they run.
 */
export function transactionStep<State extends { tx?: Database }>(
  name: string,
  options: {
    db: (state: State) => Database;
    flow: Flow<State>;
    /** Whether the inner flow ended early (a refusal): the outer flow then ends too. */
    stopped: (state: State) => boolean;
  },
): FlowStep<State> {
  return {
    name,
    pointOfNoReturn: true,
    async invoke(state: State): Promise<StepOutcome> {
      try {
        await options.db(state).transaction(async (tx) => {
          state.tx = tx;
          await runFlow(options.flow, state);
        });
      } finally {
        delete state.tx;
      }
      return options.stopped(state) ? STOP_FLOW : undefined;
    },
  };
}
