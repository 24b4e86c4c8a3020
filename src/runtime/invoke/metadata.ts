// Kept at this public path (`@tflookup/runtime/invoke/metadata`); the format is defined in package-format/.
export type * from "../package-format/metadata";
export { METADATA_FORMAT_VERSION } from "../package-format/metadata";
