// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import { registerPackage } from "../../../src/runtime/invoke/packages";

/** The package name, as function modules pass it to the runtime; registering it records this folder. */
export const pkg = registerPackage("ibm", __dirname);
