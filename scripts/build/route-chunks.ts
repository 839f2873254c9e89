import type { Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export type RouteChunks = Record<string, string[]>;

/**
 * Per page module ("dashboard/dashboard-page"), the JavaScript files the browser needs to show it
 * beyond the entry: the page's chunk and what it imports statically, transitively. The server
 * names them in the page's HTML as module preloads, so they download with the entry, not after it.
 */
export function routeChunks(bundle: OutputBundle): RouteChunks {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => withImports(chunk, byFile)));
  const result: RouteChunks = {};
  for (const chunk of chunks) {
    const page = chunk.isDynamicEntry ? chunk.facadeModuleId?.match(/\/web\/pages\/(.+)\.tsx$/)?.[1] : undefined;
    if (page) result[page] = withImports(chunk, byFile).filter((file) => !entryFiles.has(file));
  }
  return result;
}

function withImports(chunk: OutputChunk, byFile: ReadonlyMap<string, OutputChunk>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return [...seen];
}
