/** Module files the SDK writes besides one per function; a function named like one would overwrite it. */
export const PACKAGE_MODULES = new Set(["index", "package", "provider", "json-assets", "config", "types", "schema", "metadata"]);
