import { readFileSync } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * The embedded database must have one process at a time: a second one on the same data dir would
 * corrupt it. The lock is a pid file created exclusively (so two starts cannot both take it), and
 * taken over only when the process that wrote it is gone.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await createExclusively(file)) return () => rm(file, { force: true });
    const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    if (holder && isRunning(holder)) {
      throw new Error(`Another server (pid ${holder}) is using ${dataDir}; stop it or set DATA_DIR to another folder.`);
    }
    await rm(file, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking ${file}.`);
}

async function createExclusively(file: string): Promise<boolean> {
  try {
    const handle = await open(file, "wx");
    await handle.writeFile(`${process.pid}\n`);
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A killed server whose parent has not reaped it yet (Linux shows "Z" in /proc) holds nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false;
  }
}
