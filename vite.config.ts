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
    rolldownOptions: {
      // What every page needs before it starts, in one file (scripts/build/shell-chunk.ts).
      output: { codeSplitting: { groups: [{ name: shellChunk(), debugName: "shell" }] } },
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
