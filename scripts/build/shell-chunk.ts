import { resolve } from "node:path";

type ModuleInfo = { id: string; importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null };

/**
 * The build's chunk for what every page needs before it can start: every module the entry
 * imports, directly or through others, without waiting for a dynamic import. The bundler split
 * these into a dozen files (React apart from React DOM, the query library across three, small app
 * modules that lazy pages import too); in one file they compress as one text and come in one
 * request (decision 018: `/login` 133.5 KB gzipped in 14 shared files, 129.9 KB in one).
 * Modules only lazy pages import stay with them. An icon library's index imports every icon: the
 * walk does not enter it (the icons a page uses stay with the page, as the bundler puts them).
 * The entry module joins too: its own file is then one line that starts the shell.
 */
export function shellChunk(entry = resolve("web/main.tsx")) {
  let shell: ReadonlySet<string> | null = null;
  return (moduleId: string, context: ChunkingContext): string | null => {
    shell ??= staticGraph(entry, context);
    return shell.has(moduleId) ? "shell" : null;
  };
}

const BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]/;

function staticGraph(entry: string, context: ChunkingContext): ReadonlySet<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (BARREL.test(id)) continue;
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
