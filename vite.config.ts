import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import pkg from "./package.json" with { type: "json" };
import { languagePacks } from "./scripts/build/language-packs.ts";
import { shellChunk } from "./scripts/build/shell-chunk.ts";
import { webExtras } from "./scripts/build/web-extras.ts";

// The API listens on 127.0.0.1 (HOST); "localhost" may resolve to ::1 first.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "8788"}`;

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [languagePacks(), react(), tailwindcss(), webExtras()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment, moved out of the public folder by webExtras.
    sourcemap: "hidden",
    // Every browser the app supports preloads modules itself; the polyfill was half the entry file.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // No entry's exports are read from outside the bundle (needed to inline common chunks).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What every page needs before it starts, in one file (scripts/build/shell-chunk.ts).
          groups: [{ name: shellChunk(), debugName: "shell" }],
          // A page's own code in one file, not in the dozens of small chunks it shares with other
          // pages: on a first visit over HTTP/1.1 each file costs a round trip, while a shared
          // module costs a few hundred bytes in each page that uses it (decision 036). The
          // bundler's runtime still evaluates a shared module once, whichever file brought it.
          experimentalInlineCommonChunks: { maxSize: Number.POSITIVE_INFINITY },
        },
      },
      onLog(level, log, handler) {
        // With common chunks inlined, the bundler checks every transform's source map, and
        // Tailwind's CSS step (no JavaScript to map) has none: a warning on every build that
        // says nothing about the app.
        if (log.code === "SOURCEMAP_BROKEN" && log.plugin?.startsWith("@tailwindcss/vite")) return;
        handler(level, log);
      },
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/.test(id),
      },
    },
  },
  // The Markdown renderer's Web Worker (web/lib/documents/render-markdown.ts) is an ES module.
  worker: { format: "es" },
  resolve: {
    alias: [
      // Its "browser" build decodes entities with `document`, which a Web Worker has not; the
      // plain build (a table) works in a worker and on the page alike.
      {
        find: /^decode-named-character-reference$/,
        replacement: fileURLToPath(
          new URL("./node_modules/decode-named-character-reference/index.js", import.meta.url),
        ),
      },
    ],
  },
  // `npm run dev`: Vite serves the SPA with hot reload and forwards the API to the Node server.
  server: {
    port: 8787,
    strictPort: true,
    proxy: { "/api": apiTarget, "/trpc": apiTarget },
  },
});
