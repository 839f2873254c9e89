export * from "./blueprints";
export * from "./commerce";
export * from "./credentials";
export * from "./definitions";
export * from "./outbox";
export * from "./sandbox";
export * from "./shares";
export * from "./users";
