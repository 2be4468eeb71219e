import { beforeEach, describe, expect, it } from 'vitest';
import { notify } from './notify.ts';

describe('notify', () => {
  beforeEach(() => notify.store.setState({ toasts: [], hosts: [] }));

  it('queues toasts of each type in order until dismissed', () => {
    notify.success('saved');
    const warning = notify.warning('careful');
    notify.error('failed');
    notify.info('note');
    expect(notify.store.getState().toasts.map(({ type, message }) => [type, message])).toEqual([
      ['success', 'saved'],
      ['warning', 'careful'],
      ['error', 'failed'],
      ['info', 'note'],
    ]);
    notify.dismiss(warning);
    expect(notify.store.getState().toasts.map((toast) => toast.message)).toEqual(['saved', 'failed', 'note']);
  });

  describe('toast hosts', () => {
    it('makes the first host to claim the only one that displays', () => {
      const first = Symbol('first');
      const second = Symbol('second');
      notify.claimToastHost(first);
      notify.claimToastHost(second);
      expect(notify.isPrimaryToastHost(first)).toBe(true);
      expect(notify.isPrimaryToastHost(second)).toBe(false);
    });

    it('hands over to the next host when the primary releases', () => {
      const first = Symbol('first');
      const second = Symbol('second');
      const third = Symbol('third');
      const releaseFirst = notify.claimToastHost(first);
      notify.claimToastHost(second);
      notify.claimToastHost(third);

      releaseFirst();
      expect(notify.isPrimaryToastHost(second)).toBe(true);
      expect(notify.isPrimaryToastHost(first)).toBe(false);
      expect(notify.isPrimaryToastHost(third)).toBe(false);
    });

    it('keeps the primary when a secondary host releases', () => {
      const first = Symbol('first');
      const second = Symbol('second');
      notify.claimToastHost(first);
      notify.claimToastHost(second)();
      expect(notify.isPrimaryToastHost(first)).toBe(true);
      expect(notify.store.getState().hosts).toEqual([first]);
    });
  });
});
