import { bytesToBase64 } from "#shared/auth/secured-fields";
import type { TClientConfig } from "#shared/schemas/auth";
import type { Config } from "#worker/config/config";

/** What the browser may know of the configuration: an explicit allow-list, nothing secret. */
export function clientConfig(config: Config): TClientConfig {
  const key = config.securedFields;
  const { payments } = config;
  return {
    securedFields: key ? { key: bytesToBase64(key.key), iv: bytesToBase64(key.iv) } : null,
    payments:
      payments.kind === "stripe" ? { mode: "stripe", publishableKey: payments.publishableKey } : { mode: "sandbox" },
  };
}
