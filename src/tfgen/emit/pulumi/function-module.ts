import type { FunctionModel, PackageModel, PropertyModel } from "../../model/types";
import { assertBindingName, pascal, propKey, stringList } from "../../naming/identifiers";
import { tsHeader } from "./marker";
import { runtimeImport } from "./layout";
import { docComment, docRef, SECRET_NOTE } from "./tsdoc";
import { plainType, type ObjectRef } from "./ts-types";
import { functionNestedTypes, inputField, nestedTypesBlock, type NestedTypes } from "./types-module";

const RULE_TEXT: Record<FunctionModel["rules"][number]["kind"], string> = {
  exactlyOneOf: "Exactly one of these arguments must be given",
  atLeastOneOf: "At least one of these arguments must be given",
  conflictsWith: "At most one of these arguments may be given",
  requiredWith: "These arguments must be given together",
};

/** The names one function module exports, which the index re-exports. */
export interface FunctionExports {
  module: string;
  values: [string, string];
  /** `GetXArgs`, `GetXOutputArgs` (absent for a function without arguments), `GetXResult`. */
  args?: [string, string];
  result: string;
  types: string[];
}

export function functionExports(fn: FunctionModel): FunctionExports {
  const p = pascal(fn.name);
  // Like a bridged SDK, a function without arguments declares no argument types and takes only the options.
  const args: [string, string] | undefined = fn.inputs.length ? [`${p}Args`, `${p}OutputArgs`] : undefined;
  const result = `${p}Result`;
  return { module: fn.name, values: [fn.name, `${fn.name}Output`], args, result, types: [...(args ?? []), result] };
}

function fieldDoc(p: PropertyModel, indent: string): string {
  const notes = p.secret ? [SECRET_NOTE] : [];
  return docComment({ description: p.description, notes, deprecated: p.deprecationMessage }, indent);
}

function fields(props: PropertyModel[], render: (p: PropertyModel) => string): string {
  return props.map((p) => fieldDoc(p, "  ") + render(p)).join("\n");
}

function argumentTypes(fn: FunctionModel, [argsType, outputArgsType]: [string, string], plain: ObjectRef, eventual: ObjectRef): string {
  return `
/** Arguments of ${docRef(fn.name)}. */
export interface ${argsType} {
${fields(fn.inputs, (p) => `  ${propKey(p.name)}${p.required ? "" : "?"}: ${plainType(p.type, plain)};`)}
}

/** Arguments of ${docRef(`${fn.name}Output`)}. */
export interface ${outputArgsType} {
${fields(fn.inputs, (p) => `  ${inputField(p, eventual)};`)}
}
`;
}

/** One form of a function (`getX` or `getXOutput`): its doc comment, `function getX(…): R`, and how it runs. */
export interface FunctionForm {
  doc: string;
  signature: string;
  body: string;
}

/**
 * What a function's module declares: both forms, the argument and result types, and the nested types. The
 * module renders it with the forms' bodies; the package index declares the same text without them, so that a
 * program importing the index reads one file (see index-module.ts).
 */
export interface FunctionSurface {
  forms: [FunctionForm, FunctionForm];
  /** The Args, OutputArgs and Result declarations, exported, with their doc comments. */
  types: string;
  nested: NestedTypes;
  /** Whether the bodies call `warnDeprecated` (imported from the runtime). */
  deprecated: boolean;
}

/** The surface of a data source's (or ephemeral resource's) function. */
export function functionSurface(model: PackageModel, fn: FunctionModel): FunctionSurface {
  assertBindingName(fn.name, `${fn.tfType}: function name`);
  const x = functionExports(fn);
  const resultType = x.result;
  const optionalArgs = fn.inputs.every((p) => !p.required);
  const plainInput = (n: string) => `inputs.${n}`;
  const eventualInput = (n: string) => `inputs.${n}Args`;
  const output = (n: string) => `outputs.${n}`;
  const argsName = optionalArgs ? "args?" : "args";
  const params = (argsType: string) => (x.args ? `${argsName}: ${argsType}, ` : "");
  const argsValue = x.args ? "args" : "{}";
  const warn = deprecationWarning(fn);
  // Argument rules the types cannot express are stated where a user reads the signature; the executor and the
  // upstream provider enforce them.
  const ruleNotes = fn.rules.map((r) => `${RULE_TEXT[r.kind]}: ${r.fields.map((n) => `\`${n}\``).join(", ")}.`);
  const fnDoc = (extra: string) =>
    docComment({ description: fn.description, notes: [extra, ...ruleNotes], deprecated: fn.deprecationMessage });
  const plainDoc = fnDoc(`Reads the \`${fn.tfType}\` data source of ${model.provider.source}.`);
  const outputDoc = fnDoc(
    x.args
      ? `Like ${docRef(fn.name)}, with arguments that may be Outputs; ` +
          `the result is an Output, secret if any argument is secret or the result holds secrets.`
      : `Like ${docRef(fn.name)}; the result is an Output, secret if the result holds secrets.`,
  );
  return {
    forms: [
      {
        doc: plainDoc,
        signature: `function ${fn.name}(${params(x.args?.[0] ?? "")}opts?: pulumi.InvokeOptions): Promise<${resultType}>`,
        body: `${warn}  return invoke<${resultType}>(TOKEN, ${argsValue}, ARGUMENTS, opts, pkg);\n`,
      },
      {
        doc: outputDoc,
        signature: `function ${x.values[1]}(${params(x.args?.[1] ?? "")}opts?: pulumi.InvokeOutputOptions): pulumi.Output<${resultType}>`,
        body: `${warn}  return invokeOutput<${resultType}>(TOKEN, ${argsValue}, ARGUMENTS, opts, pkg);\n`,
      },
    ],
    types: `${x.args ? argumentTypes(fn, x.args, plainInput, eventualInput) : ""}
/** What ${docRef(fn.name)} returns. */
export interface ${resultType} {
${fields(fn.outputs, (p) => `  readonly ${propKey(p.name)}${p.required ? "" : "?"}: ${plainType(p.type, output)};`)}
}
`,
    nested: functionNestedTypes(model, fn),
    deprecated: fn.deprecationMessage !== undefined,
  };
}

/** The first lines of a deprecated function's bodies. */
export function deprecationWarning(fn: { name: string; deprecationMessage?: string }): string {
  return fn.deprecationMessage ? `  warnDeprecated(${JSON.stringify(fn.name)}, ${JSON.stringify(fn.deprecationMessage)});\n` : "";
}

// An interface without fields is written `{}`.
const closeEmpty = (text: string) => text.replace(/\{\n\n\}/g, "{}");

/**
 * One module per function with everything it declares, its nested types included, so that a program (or the
 * type checker) that uses a few functions of a large provider reads only those modules.
 */
export function functionModule(model: PackageModel, fn: FunctionModel): string {
  return surfaceModule(model, fn, functionSurface(model, fn));
}

/** A function module from its surface: the runtime imports, the token and argument names, then the surface. */
export function surfaceModule(model: PackageModel, fn: FunctionModel, surface: FunctionSurface): string {
  const [plain, output] = surface.forms.map((f) => `${f.doc}export ${f.signature} {\n${f.body}}\n`);
  return closeEmpty(`${tsHeader(model)}import type * as pulumi from "@pulumi/pulumi";
import { invoke, invokeOutput${surface.deprecated ? ", warnDeprecated" : ""} } from "${runtimeImport()}";
import { pkg } from "./package";

const TOKEN = ${JSON.stringify(fn.token)};
const ARGUMENTS: readonly string[] = ${stringList(fn.inputs.map((p) => p.name))};

${plain}
${output}${surface.types}${nestedTypesBlock(surface.nested)}`);
}

/** The surface as the package index declares it: the same text, the forms without bodies, nested types apart. */
export function surfaceDeclarations(surface: FunctionSurface): string {
  return closeEmpty(`${surface.forms.map((f) => `${f.doc}export declare ${f.signature};\n`).join("\n")}${surface.types}`);
}
