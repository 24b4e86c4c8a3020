// Generated packages register themselves through this entry point (`@tflookup/runtime/invoke/packages`).
export { registerPackage, packageDir, packageVersion } from "../package-format/registry";
