import { z } from "zod";

const DB_ADAPTERS = ["pglite", "node-postgres", "neon"] as const;
const WRITER_ADAPTERS = ["offline", "openai"] as const;
const PAYMENTS_ADAPTERS = ["sandbox", "stripe"] as const;
const MAILER_ADAPTERS = ["outbox", "resend"] as const;

const ZPortAdapters = z
  .object({
    db: z.enum(DB_ADAPTERS),
    writer: z.enum(WRITER_ADAPTERS),
    payments: z.enum(PAYMENTS_ADAPTERS),
    mailer: z.enum(MAILER_ADAPTERS),
  })
  .meta({ id: "PortAdapters", description: "Which adapter serves each port in this deployment." });

export type TPortAdapters = z.infer<typeof ZPortAdapters>;

export const ZHealthResponse = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    runtime: z.enum(["node", "workers"]),
    time: z.iso.datetime(),
    database: z.object({
      reachable: z.boolean(),
      latencyMs: z.number().nonnegative(),
      error: z.string().optional(),
    }),
    adapters: ZPortAdapters,
  })
  .meta({ id: "HealthResponse" });

export type THealthResponse = z.infer<typeof ZHealthResponse>;
