import { strToU8, type Zippable, zipSync } from "fflate";

/** Every entry's date: the pack's own, so the same blueprint and date give the same bytes. */
export function zipFiles(files: Record<string, string>, generatedAt: Date): Uint8Array {
  const entries: Zippable = {};
  for (const [path, text] of Object.entries(files)) {
    // create-issues.sh is executable once unzipped (0755), everything else a plain file (0644).
    const mode = path.endsWith(".sh") ? 0o100755 : 0o100644;
    entries[path] = [strToU8(text), { mtime: generatedAt, os: 3, attrs: mode * 0x10000 }];
  }
  return zipSync(entries, { level: 6 });
}
