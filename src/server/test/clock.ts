/** A test's clock, for the app's `now`: moved on by `advance`, or set for one step by `at`. */
export function testClock(start: Date | string = new Date()) {
  let current = new Date(start);
  return {
    now: () => current,
    advance(ms: number): void {
      current = new Date(current.getTime() + ms);
    },
    /** Runs `run` with the clock at `time`, then puts it back. */
    async at<T>(time: string, run: () => Promise<T>): Promise<T> {
      const before = current;
      current = new Date(time);
      try {
        return await run();
      } finally {
        current = before;
      }
    },
  };
}
