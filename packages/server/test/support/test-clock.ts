import type { Clock } from '../../src/clock';

export type TestClock = Clock & { advance(ms: number): void };

/** A clock that stands still until a test moves it. */
export const createTestClock = (start = new Date('2025-06-02T04:30:00Z')): TestClock => {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
};

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
