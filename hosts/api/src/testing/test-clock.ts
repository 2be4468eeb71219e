import type { Clock } from '../providers/clock/clock.ts';

/** Real time plus an offset tests move forward, to reach expiry without waiting. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
