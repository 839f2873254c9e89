/**
 * The document engine's one door. Everything the app asks of the engine is here; nothing outside
 * `worker/engine/` imports a file behind it (a lint rule, see biome.json).
 *
 * The engine is pure: answers and blueprints in, blueprints, documents and findings out. It reads
 * no clock (the caller passes `generatedAt`), no environment and no storage; it imports only
 * `shared/`, npm packages and its own files. Inside, layers run one way:
 *   text → read → blueprint → renderings → deck → checks
 * and a folder imports only the ones before it (also a lint rule).
 */

// Build: the offline analyzer reads a founder's answers into a blueprint, checked by its schema.
export { blueprintProblems, OFFLINE_ANALYZER, offlineBlueprint } from "./blueprint/build-blueprint";
export { completeBlueprint } from "./blueprint/complete-blueprint";
// What the app derives from any blueprint (the offline analyzer's or a model's).
export { endpointLabel, endpointsOf } from "./blueprint/endpoints";
export { normalizeBlueprint } from "./blueprint/normalize-blueprint";
// Check: the consistency and meaning checks of a document against its blueprint.
export { checkDocument } from "./checks/check-document";
export { stripFence } from "./checks/check-openapi";
// Compose the deck: the pitch deck from a blueprint, a model's copy laid over it, its HTML and .pptx.
export { composeDeck } from "./deck/compose-deck";
export { applyDeckCopy, DECK_COPY_NAME, deckCopyPrompt, type TDeckCopy, ZDeckCopy } from "./deck/deck-copy";
export { renderDeckHtml } from "./deck/deck-html";
export { renderDeckPptx } from "./deck/deck-pptx";
export { readDeck } from "./deck/read-deck";
// Packs: a blueprint as spec packs for coding agents and import files for trackers (decision 032).
export { type PackOptions, packFiles, type RenderedPack, renderPack } from "./packs/index";
// Suggest: the features the offline analyzer offers from the answers.
export { offlineFeatures } from "./read/suggest-features";
// Render: a document of a blueprint, in its language.
export { composeDocument } from "./render-document";
export { DOCUMENT_TEXT } from "./renderings/i18n";
