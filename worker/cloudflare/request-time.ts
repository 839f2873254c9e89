import { AsyncLocalStorage } from "node:async_hooks";

/** The header through which a test says what time it is (only with TEST_CLOCK=header, NODE_ENV=test). */
export const TEST_NOW_HEADER = "x-test-now";

const requestTime = new AsyncLocalStorage<Date>();

/**
 * The api suite's test clocks live in the test process; on Workers each request brings the
 * clock's time in a header, and everything the request does (a stream included) sees it.
 */
export function runAtRequestTime<T>(request: Request, handle: () => T): T {
  const now = Number(request.headers.get(TEST_NOW_HEADER));
  return Number.isFinite(now) && now > 0 ? requestTime.run(new Date(now), handle) : handle();
}

/** The clock: the request's stated time inside `runAtRequestTime`, else the real one. */
export function requestClock(): Date {
  return requestTime.getStore() ?? new Date();
}
