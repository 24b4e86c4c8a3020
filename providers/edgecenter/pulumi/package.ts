// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import { registerPackage } from "../../../src/runtime/invoke/packages";

/** The package name, as function modules pass it to the runtime; registering it records this folder. */
export const pkg = registerPackage("edgecenter", __dirname);
