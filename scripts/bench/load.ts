import { readFile } from "node:fs/promises";
import type { TInitResponse, TMessage, TSendMessageResponse } from "../../shared/schemas/definitions";
import { answerFor } from "./document-stream";
import { percentile } from "./rounds";

/**
 * Founders at once, each walking the whole questionnaire as the web app does (sign up, sign in,
 * buy an RFP package, start a definition, answer every question until the RFP is offered), over
 * and over until the time is up. Figures: completed questionnaires per second, p50/p95 per
 * endpoint, the CPU the server's main thread used (its event loop) and how busy the whole machine
 * was (the founders, the server and the database share it), from /proc.
 */
export type LoadFigures = {
  founders: number;
  seconds: number;
  flows: number;
  flowsPerSecond: number;
  /** Answers the server took per second: steadier than whole questionnaires in a short run. */
  answersPerSecond: number;
  endpoints: { endpoint: string; calls: number; p50: number; p95: number }[];
  /** Share of one core the server's main thread used; null where /proc is not there. */
  mainThreadCpu: number | null;
  /** Share of all the machine's cores in use meanwhile, by anything; null where /proc is not there. */
  machineCpu: number | null;
};

type Json = Record<string, unknown>;

export async function loadRun(origin: string, founders: number, seconds: number, serverPid?: number) {
  const times = new Map<string, number[]>();
  const timed = async <T>(endpoint: string, path: string, body: unknown, token?: string): Promise<T> => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const list = times.get(endpoint) ?? [];
    list.push(performance.now() - started);
    times.set(endpoint, list);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const deadline = performance.now() + seconds * 1000;
  let flows = 0;
  const founder = async (index: number) => {
    for (let round = 0; performance.now() < deadline; round++) {
      const email = `load-${index}-${round}-${Date.now()}@example.com`;
      const password = "Load-pass1!";
      await timed("sign up", "/api/users", { email, password, firstName: "Load" });
      const pair = await timed<{ access_token: string }>("sign in", "/api/connect/login", {
        username: email,
        password,
      });
      const token = pair.access_token;
      const purchase = { product: "RFPGenerator", cardStripeToken: "", quantity: 1 };
      await timed("purchase", "/api/purchases", purchase, token);
      const started = await timed<TInitResponse>(
        "start",
        "/api/conversations/init",
        { packageType: "rfpGeneratorPackages" },
        token,
      );
      let prompt: TMessage | null | undefined = started.prompts[0];
      while (prompt && prompt.metadata.id !== "qGenerateRFP") {
        const body: Json = { conversationId: started.sessionId, messageId: prompt.id, content: answerFor(prompt) };
        const reply: TSendMessageResponse = await timed("answer", "/api/conversations/message", body, token);
        prompt = reply.nextPrompt;
      }
      if (performance.now() <= deadline) flows += 1;
    }
  };
  const cpuBefore = serverPid ? await mainThreadTicks(serverPid) : null;
  const machineBefore = await machineTicks();
  const wallStarted = performance.now();
  await Promise.all(Array.from({ length: founders }, (_, index) => founder(index)));
  const wall = (performance.now() - wallStarted) / 1000;
  const cpuAfter = serverPid ? await mainThreadTicks(serverPid) : null;
  const machineAfter = await machineTicks();
  return {
    founders,
    seconds,
    flows,
    flowsPerSecond: flows / seconds,
    answersPerSecond: (times.get("answer")?.length ?? 0) / wall,
    endpoints: [...times].map(([endpoint, list]) => ({
      endpoint,
      calls: list.length,
      p50: Math.round(percentile(list, 50)),
      p95: Math.round(percentile(list, 95)),
    })),
    // Clock ticks are 1/100 s on Linux.
    mainThreadCpu: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / 100 / wall : null,
    machineCpu:
      machineBefore && machineAfter
        ? (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)
        : null,
  } satisfies LoadFigures & Json;
}

/** user + system clock ticks of a process's main thread (its task with the process's own id). */
async function mainThreadTicks(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/task/${pid}/stat`, "utf8").catch(() => null);
  if (!stat) return null;
  // Fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** Busy and total clock ticks of all cores together, from /proc/stat's first line. */
async function machineTicks(): Promise<{ busy: number; total: number } | null> {
  const stat = await readFile("/proc/stat", "utf8").catch(() => null);
  const line = stat?.split("\n")[0];
  if (!line?.startsWith("cpu ")) return null;
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const ticks = line.split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}
