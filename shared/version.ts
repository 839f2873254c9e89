import pkg from "../package.json" with { type: "json" };

/** The product version, from package.json. */
export const APP_VERSION: string = pkg.version;
