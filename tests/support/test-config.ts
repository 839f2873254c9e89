import { type Config, parseConfig } from "#worker/config/config";
import type { RawEnv } from "#worker/config/env";

/** The test variables every api server starts from (the Workers one passes them as bindings). */
export const TEST_VARIABLES: RawEnv = {
  NODE_ENV: "test",
  JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
  LOG_LEVEL: "silent",
  // Every test signs its users up from this one address; the limit has its own test.
  SIGNUPS_PER_HOUR: "100000",
  // Many tests decline cards from this one address; the payment limits have their own test.
  PAYMENT_DECLINES_PER_HOUR: "100000",
  PAYMENT_ATTEMPTS_PER_DAY: "100000",
};

/** A valid test configuration; tests override single variables to check their effect. */
export function testConfig(overrides: RawEnv = {}): Config {
  return parseConfig({ ...TEST_VARIABLES, ...overrides });
}
