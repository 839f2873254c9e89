import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The embedded database must have one server at a time: a second process on the same data dir
 * would corrupt it. The lock is a pid file, taken over when its process is gone.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, "server.pid");
  const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(`Another server (pid ${holder}) is using ${dataDir}; stop it or set DATA_DIR to another folder.`);
  }
  await writeFile(file, `${process.pid}\n`);
  return () => rm(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
