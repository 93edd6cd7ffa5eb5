export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./places.ts";
export * from "./platform.ts";
export * from "./properties.ts";
export * from "./content.ts";
export * from "./projects.ts";
