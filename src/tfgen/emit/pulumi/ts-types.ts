import type { TypeRef } from "../../model/types";

/*
 * TypeScript spellings of model types. Nested object types are always references to the interfaces in
 * types/input.ts or types/output.ts, never inline, so that no declaration grows with the depth of a schema.
 */

/** How an object type is referenced from the file being written: `outputs.X`, `inputs.XArgs`, or a sibling `X`. */
export type ObjectRef = (typeName: string) => string;

/** Plain values: function arguments, config getters and results. */
export function plainType(t: TypeRef, ref: ObjectRef): string {
  switch (t.kind) {
    case "list":
      return `${plainType(t.element, ref)}[]`;
    case "map":
      return `{ [key: string]: ${plainType(t.element, ref)} }`;
    case "object":
      return ref(t.name);
    default:
      return t.kind;
  }
}

/**
 * An optional property of an Output-form argument type, as Pulumi's Node.js code generator writes it:
 * `pulumi.Input<T | undefined>`, so that an `Output<T | undefined>` can be passed as it is.
 */
export function optionalInputType(t: TypeRef, ref: ObjectRef): string {
  const full = inputType(t, ref);
  return `${full.slice(0, -1)} | undefined>`;
}

/** Values that may be eventual at any level, as the Output form of a function and the Provider accept them. */
export function inputType(t: TypeRef, ref: ObjectRef): string {
  switch (t.kind) {
    case "list":
      return `pulumi.Input<${inputType(t.element, ref)}[]>`;
    case "map":
      return `pulumi.Input<{ [key: string]: ${inputType(t.element, ref)} }>`;
    case "object":
      return `pulumi.Input<${ref(t.name)}>`;
    default:
      return `pulumi.Input<${t.kind}>`;
  }
}

export function mentionsObject(t: TypeRef): boolean {
  return t.kind === "object" || ((t.kind === "list" || t.kind === "map") && mentionsObject(t.element));
}
