import type { ChangeKind, Impact } from "./types";

export interface Rule {
  pulumi: Impact;
  cdktf: Impact;
  flagged: boolean;
  /** Why: what a user's existing program sees after regeneration. */
  why: string;
}

const B: Impact = "breaking";
const N: Impact = "non-breaking";

/**
 * How each kind of change lands on the two generated APIs. The two differ in one important way: the
 * Pulumi-shaped SDK uses documented names (camelCase, pluralised, aliased) and flattens max_items = 1
 * lists into one object, while the CDKTF bindings derive every name from the upstream Terraform name.
 * So a documented-name change touches only Pulumi users, whereas a shape change touches both.
 *
 * The `cdktf` column holds for both flavours of the bindings, CDKTF's and CDK Terrain's: the two generators
 * name and shape every class, struct and property alike (bindings.ts refuses a run where they differ, and
 * test/cdktn/diff-flavours.test.ts checks each rule's verdict against both flavours' compiled APIs).
 *
 * "Breaking" means a program that compiled and ran against the old bindings may fail to compile or
 * behave differently against the new ones. "Flagged" marks changes that break nothing today but that a
 * person should read before releasing (a name now pinned by an alias, a weaker guarantee).
 */
export const CLASSIFICATION: Readonly<Record<ChangeKind, Rule>> = {
  "function-added": { pulumi: N, cdktf: N, flagged: false, why: "a new function or data source class; existing code does not mention it" },
  "function-removed": {
    pulumi: B,
    cdktf: B,
    flagged: false,
    why: "calls to the function (or uses of the data source class) no longer compile",
  },
  "function-deprecated": {
    pulumi: N,
    cdktf: N,
    flagged: false,
    why: "still works; users get a deprecation warning and should plan a move",
  },

  "input-added": { pulumi: N, cdktf: N, flagged: false, why: "an optional argument; existing calls need not pass it" },
  "input-added-required": {
    pulumi: B,
    cdktf: B,
    flagged: false,
    why: "existing calls do not pass the new required argument and stop compiling",
  },
  "input-removed": {
    pulumi: B,
    cdktf: B,
    flagged: false,
    why: "calls that pass it no longer compile (excess property), and Terraform would reject it",
  },
  "input-became-required": { pulumi: B, cdktf: B, flagged: false, why: "calls that left it out no longer compile" },
  "input-became-optional": { pulumi: N, cdktf: N, flagged: false, why: "every existing call still type-checks" },
  // CDKTF argument names are the upstream names in camelCase and do not change when the documented name does.
  "input-renamed": {
    pulumi: B,
    cdktf: N,
    flagged: false,
    why: "Pulumi callers pass the old key; CDKTF names follow the unchanged upstream name",
  },
  "input-name-kept": {
    pulumi: N,
    cdktf: N,
    flagged: true,
    why: "an alias keeps the old documented name; it must stay in overrides for as long as the name is supported",
  },
  "input-type-changed": { pulumi: B, cdktf: B, flagged: false, why: "values of the old type no longer type-check in either binding" },
  // An alias keeps the name, not the shape: the model always flattens max_items = 1 lists, so `[x]` becomes `x`
  // in Pulumi and `X[] | IResolvable` becomes `X` in the CDKTF config interface.
  "input-list-to-object": { pulumi: B, cdktf: B, flagged: false, why: "callers pass an array where one object is now expected" },
  "input-object-to-list": { pulumi: B, cdktf: B, flagged: false, why: "callers pass one object where an array is now expected" },
  // Both bindings type lists and sets of the same element as TypeScript arrays, so code compiles either way,
  // but a set drops duplicates and has no order, which a caller may have relied on.
  "input-collection-changed": {
    pulumi: N,
    cdktf: N,
    flagged: true,
    why: "same TypeScript array type; order and duplicate semantics change",
  },
  "input-deprecated": { pulumi: N, cdktf: N, flagged: false, why: "still accepted; users get a deprecation warning" },

  "output-added": { pulumi: N, cdktf: N, flagged: false, why: "a new result field; existing code does not read it" },
  "output-removed": { pulumi: B, cdktf: B, flagged: false, why: "code reading the field (or its CDKTF getter) no longer compiles" },
  // Pulumi result types mark fields that may be absent as `T | undefined`, which strict code must now handle;
  // CDKTF getters return a token either way.
  "output-became-optional": {
    pulumi: B,
    cdktf: N,
    flagged: false,
    why: "the Pulumi result field becomes possibly undefined; CDKTF getters are unchanged",
  },
  "output-became-always-present": {
    pulumi: N,
    cdktf: N,
    flagged: false,
    why: "a field that may have been absent is now always set; existing checks still compile",
  },
  "output-renamed": {
    pulumi: B,
    cdktf: N,
    flagged: false,
    why: "Pulumi code reads the old property; CDKTF getters follow the unchanged upstream name",
  },
  "output-name-kept": {
    pulumi: N,
    cdktf: N,
    flagged: true,
    why: "an alias keeps the old documented name; it must stay in overrides for as long as the name is supported",
  },
  "output-type-changed": { pulumi: B, cdktf: B, flagged: false, why: "code using the value as the old type no longer type-checks" },
  // CDKTF exposes a computed list of objects as `XList` with `.get(i)` and a max_items = 1 block as `XOutputReference`.
  "output-list-to-object": {
    pulumi: B,
    cdktf: B,
    flagged: false,
    why: "code indexing the array (Pulumi `[0]`, CDKTF `.get(0)`) no longer compiles",
  },
  "output-object-to-list": { pulumi: B, cdktf: B, flagged: false, why: "code reading the object's fields directly no longer compiles" },
  "output-collection-changed": {
    pulumi: N,
    cdktf: N,
    flagged: true,
    why: "same TypeScript array type; a set has no stable order and no duplicates",
  },
  "output-deprecated": { pulumi: N, cdktf: N, flagged: false, why: "still returned; users get a deprecation warning" },
  // Every Pulumi result has an `id: string` (as in a bridged SDK); where the data source has no `id` attribute the
  // SDK returns the empty string, and the CDKTF class has no `id` getter.
  "output-id-made-up": {
    pulumi: B,
    cdktf: B,
    flagged: false,
    why: "Pulumi code still compiles but reads an empty id; code using the CDKTF `id` getter no longer compiles",
  },
  "output-id-from-upstream": {
    pulumi: N,
    cdktf: N,
    flagged: false,
    why: "the Pulumi `id` (until now always empty) carries the provider's identifier; the CDKTF class gains an `id` getter",
  },

  "config-added": { pulumi: N, cdktf: N, flagged: false, why: "an optional provider setting; existing stacks need not set it" },
  // Pulumi config is always optional (the provider may read the value from its environment), so nothing fails
  // to compile; a stack that sets neither fails only at run time. CDKTF's ProviderConfig gains a required key.
  "config-added-required": {
    pulumi: N,
    cdktf: B,
    flagged: true,
    why: "CDKTF ProviderConfig gains a required property; Pulumi stacks must now set it or its environment variable",
  },
  "config-removed": {
    pulumi: B,
    cdktf: B,
    flagged: false,
    why: "stacks that set it are rejected by the provider; CDKTF code setting it no longer compiles",
  },
  "config-became-required": {
    pulumi: N,
    cdktf: B,
    flagged: true,
    why: "CDKTF ProviderConfig makes it required; Pulumi stacks that do not set it fail at run time",
  },
  "config-became-optional": { pulumi: N, cdktf: N, flagged: false, why: "every existing configuration still works" },
  // The Pulumi config key is `<package>:<documented name>`; stacks set it by that key.
  "config-renamed": {
    pulumi: B,
    cdktf: N,
    flagged: false,
    why: "stacks set the old config key; CDKTF follows the unchanged upstream name",
  },
  "config-name-kept": {
    pulumi: N,
    cdktf: N,
    flagged: true,
    why: "an alias keeps the old config key; it must stay in overrides for as long as the key is supported",
  },
  "config-type-changed": { pulumi: B, cdktf: B, flagged: false, why: "values of the old type are rejected" },
  "config-deprecated": { pulumi: N, cdktf: N, flagged: false, why: "still read; users get a deprecation warning" },

  // Nested object types are exported by name from the Pulumi SDK (types.input / types.output); CDKTF struct
  // names come from upstream names and do not follow documented names.
  "type-renamed": { pulumi: B, cdktf: N, flagged: false, why: "code naming the Pulumi type (types.output.X) no longer compiles" },

  // Provider functions. CDKTF has none; CDK Terrain's <Provider>Functions methods take the parameters
  // positionally, as Terraform does, so any change to them breaks a call there as in the SDK.
  "provider-function-added": { pulumi: N, cdktf: N, flagged: false, why: "a new function; existing code does not mention it" },
  "provider-function-removed": { pulumi: B, cdktf: B, flagged: false, why: "calls to the function no longer compile" },
  "provider-function-deprecated": { pulumi: N, cdktf: N, flagged: false, why: "still works; plan a move" },
  "parameter-added": {
    pulumi: B,
    cdktf: B,
    flagged: false,
    why: "Terraform takes every parameter of a function call, so existing calls lack the new one",
  },
  "parameter-removed": { pulumi: B, cdktf: B, flagged: false, why: "calls that pass it no longer compile" },
  "parameter-type-changed": { pulumi: B, cdktf: B, flagged: false, why: "calls that pass the old type no longer fit" },
  "variadic-changed": { pulumi: B, cdktf: B, flagged: false, why: "calls that pass (or leave out) the trailing values no longer fit" },
  "return-type-changed": { pulumi: B, cdktf: B, flagged: false, why: "code that uses the result as it was typed no longer fits" },
};

export function classify(kind: ChangeKind): Rule {
  return CLASSIFICATION[kind];
}
