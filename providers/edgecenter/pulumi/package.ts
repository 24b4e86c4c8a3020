// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import { registerPackage } from "@tflookup/runtime/invoke/packages";

/** The upstream provider's version: the version of this package and of the plugin that serves it. */
export const version = "0.12.10";

/** The package name, as function modules pass it to the runtime. */
export const pkg = registerPackage("edgecenter", __dirname, version);
