// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import { registerPackage } from "@tflookup/runtime/invoke/packages";

/** The upstream provider's version: the version of this package and of the plugin that serves it. */
export const version = "2.5.0";

/** The package name, as function modules pass it to the runtime. */
export const pkg = registerPackage("ibm", __dirname, version);
