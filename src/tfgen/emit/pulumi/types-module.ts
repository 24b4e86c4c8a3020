import type { FunctionModel, ObjectTypeModel, PackageModel, PropertyModel } from "../../model/types";
import { propKey } from "../../naming/identifiers";
import { tsHeader } from "./marker";
import { docComment, SECRET_NOTE } from "./tsdoc";
import { inputType, optionalInputType, plainType } from "./ts-types";

function field(p: PropertyModel, line: string): string {
  const notes = p.secret ? [SECRET_NOTE] : [];
  return docComment({ description: p.description, notes, deprecated: p.deprecationMessage }, "  ") + line;
}

function iface(name: string, t: ObjectTypeModel, props: PropertyModel[], line: (p: PropertyModel) => string): string {
  const doc = docComment({ description: `Upstream: \`${t.tfPath}\`.` });
  const body = props.map((p) => field(p, line(p))).join("\n");
  return `${doc}export interface ${name} ${body ? `{\n${body}\n}` : "{}"}\n`;
}

/**
 * The function whose module declares a nested type: every nested type of a data source lives in that
 * function's own module, so type-checking a program that uses one function reads one module, not the
 * declarations of every function in the provider. Types outside any data source (provider configuration)
 * have no owner and are declared in types/input.ts.
 */
export function typeOwners(model: PackageModel): Map<string, FunctionModel> {
  const byType = new Map(model.functions.map((f) => [f.tfType, f]));
  const owners = new Map<string, FunctionModel>();
  for (const t of model.types) {
    // A nested type's path starts with its data source type, which contains no dot.
    const fn = byType.get(t.tfPath.slice(0, t.tfPath.indexOf(".")));
    if (fn) owners.set(t.name, fn);
  }
  return owners;
}
function typesByOwner(model: PackageModel): Map<FunctionModel, ObjectTypeModel[]> {
  const known = byOwnerMemo.get(model);
  if (known) return known;
  const owners = typeOwners(model);
  const out = new Map<FunctionModel, ObjectTypeModel[]>();
  for (const t of model.types) {
    const fn = owners.get(t.name);
    if (fn) out.set(fn, [...(out.get(fn) ?? []), t]);
  }
  byOwnerMemo.set(model, out);
  return out;
}
// Every function module asks; grouping once per model keeps emitting linear in the number of functions.
const byOwnerMemo = new WeakMap<PackageModel, Map<FunctionModel, ObjectTypeModel[]>>();

function argsCollisionCheck(model: PackageModel, types: ObjectTypeModel[]): void {
  const names = new Set(model.types.map((t) => t.name));
  for (const t of types) {
    if (names.has(`${t.name}Args`)) throw new Error(`nested types "${t.name}" and "${t.name}Args" would collide in types/input.ts`);
  }
}

// Nested result types have plain (mutable) fields, as Pulumi's Node.js code generator writes them; only the
// function's own result interface is readonly.
const outputIface = (t: ObjectTypeModel) =>
  iface(t.name, t, t.output!, (p) => `  ${propKey(p.name)}${p.required ? "" : "?"}: ${plainType(p.type, (n) => n)};`);

/** Argument-side types, twice: `X` with plain fields for the Promise form and `XArgs` with Input fields, as bridged SDKs do. */
const inputIfaces = (t: ObjectTypeModel) => [
  iface(t.name, t, t.input!, (p) => `  ${propKey(p.name)}${p.required ? "" : "?"}: ${plainType(p.type, (n) => n)};`),
  iface(`${t.name}Args`, t, t.input!, (p) => `  ${inputField(p, (n) => `${n}Args`)};`),
];

/** One field of an Output-form argument type: `x: pulumi.Input<T>`, or `x?: pulumi.Input<T | undefined>`. */
export function inputField(p: PropertyModel, ref: (n: string) => string): string {
  return p.required ? `${propKey(p.name)}: ${inputType(p.type, ref)}` : `${propKey(p.name)}?: ${optionalInputType(p.type, ref)}`;
}

/** `text` indented by two spaces, blank lines left empty. */
export function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => (l ? `  ${l}` : l))
    .join("\n");
}

/** A function's own nested types, each interface's text: result-side (`outputs`) and argument-side (`inputs`). */
export interface NestedTypes {
  outputs: string[];
  inputs: string[];
}

export function functionNestedTypes(model: PackageModel, fn: FunctionModel): NestedTypes {
  const own = typesByOwner(model).get(fn) ?? [];
  return { outputs: own.filter((t) => t.output).map(outputIface), inputs: own.filter((t) => t.input).flatMap(inputIfaces) };
}

/** The `outputs` / `inputs` namespaces a function module declares for its own nested types ("" when it has none). */
export function nestedTypesBlock(nested: NestedTypes): string {
  let text = "";
  if (nested.outputs.length)
    text +=
      `\n/** Nested types of the result; also \`types.output.<name>\`. */\n` +
      `export namespace outputs {\n${indent(nested.outputs.join("\n"))}}\n`;
  if (nested.inputs.length)
    text +=
      `\n/** Nested types of the arguments; also \`types.input.<name>\`. */\n` +
      `export namespace inputs {\n${indent(nested.inputs.join("\n"))}}\n`;
  return text;
}

/**
 * Argument-side nested types: aliases of the ones the package index declares (one file to read, where the
 * function modules would be one per function), plus the provider's own.
 */
export function inputTypesModule(model: PackageModel): string {
  const owners = typeOwners(model);
  const types = model.types.filter((t) => t.input);
  argsCollisionCheck(model, types);
  const parts = types.flatMap((t) => {
    if (!owners.has(t.name)) return inputIfaces(t);
    const from = `import("../index").types.input`;
    return [`export type ${t.name} = ${from}.${t.name};\nexport type ${t.name}Args = ${from}.${t.name}Args;\n`];
  });
  const head = types.some((t) => !owners.has(t.name)) ? `import type * as pulumi from "@pulumi/pulumi";\n\n` : "";
  return `${tsHeader(model)}${head}${parts.join("") || "export {};\n"}`;
}

/** Result-side nested types, aliases of the ones the package index declares (every result type has an owner). */
export function outputTypesModule(model: PackageModel): string {
  const owners = typeOwners(model);
  const parts = model.types
    .filter((t) => t.output)
    .map((t) => (owners.has(t.name) ? `export type ${t.name} = import("../index").types.output.${t.name};\n` : outputIface(t)));
  return `${tsHeader(model)}${parts.length ? "\n" : ""}${parts.join("") || "export {};\n"}`;
}

/** Type-only re-exports: `types` costs nothing at run time and loads no function module. */
export function typesIndexModule(model: PackageModel): string {
  return `${tsHeader(model)}export type * as input from "./input";\nexport type * as output from "./output";\n`;
}
