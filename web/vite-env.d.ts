/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

/** A language's interface texts, split from the catalogues at build time (scripts/build/language-packs.ts). */
declare module "virtual:language-pack/*" {
  const pack: Record<string, Record<string, string>>;
  export default pack;
}
