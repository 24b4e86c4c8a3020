/**
 * `@tflookup/runtime/synth`: data-source lookups at synth time in CDKTF and CDK Terrain stacks, answered from
 * the context file (tflookup.context.json) or looked up and recorded there. Loads neither core library, and no
 * executor until a lookup has to run.
 */
export { lookup, resetLookups, lookupsEnabled, SynthLookupError, type SynthLookupOptions, type ConstructLike } from "./lookup";
export { CONTEXT_FILE_NAME, contextFilePath, type ContextEntry } from "./context-file";
