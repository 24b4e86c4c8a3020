/**
 * The SDK's modules for provider functions and ephemeral resources. An ephemeral resource is a function of the
 * SDK as a data source is (`openX` and `openXOutput`, arguments and result named alike); a provider function
 * takes its parameters as one argument object and returns its value, which travels through an invoke as
 * `result` (an invoke's outputs are an object) and is unwrapped here. Both are listed with the data sources in
 * the index and in schema.json, as functions of the SDK.
 */
import type { FunctionModel, PackageModel, PropertyModel, ProviderFunctionModel } from "../../model/types";
import { deprecationWarning, functionSurface, type FunctionSurface } from "./function-module";
import { pascal, propKey } from "../../naming/identifiers";
import { inputType, plainType } from "./ts-types";
import { docComment, docRef } from "./tsdoc";
import { functionNestedTypes } from "./types-module";

/** Where Terraform writes the function; nested types of its parameters and result have paths starting here. */
const address = (model: PackageModel, fn: ProviderFunctionModel) => `provider::${model.provider.type}::${fn.tfName}`;

/** A provider function as the SDK's other emitters see a function: its parameters as arguments, `result` as output. */
export function providerFunctionView(model: PackageModel, fn: ProviderFunctionModel): FunctionModel {
  const parameter = (p: ProviderFunctionModel["parameters"][number], variadic: boolean): PropertyModel => ({
    name: p.name,
    tfName: p.tfName,
    type: variadic ? { kind: "list", element: p.type, collection: "list" } : p.type,
    required: !variadic && !p.nullable,
    ...(p.description ? { description: p.description } : {}),
    secret: false,
  });
  return {
    name: fn.name,
    token: fn.token,
    tfType: address(model, fn),
    description: fn.description ?? fn.summary,
    deprecationMessage: fn.deprecationMessage,
    inputs: [...fn.parameters.map((p) => parameter(p, false)), ...(fn.variadic ? [parameter(fn.variadic, true)] : [])],
    outputs: [{ name: "result", tfName: "result", type: fn.result, required: true, secret: false }],
    rules: [],
  };
}

/** The package as the SDK emitters see it: data sources, ephemeral resources and provider functions, all functions. */
export function sdkModel(model: PackageModel): PackageModel {
  if (!model.ephemeralResources && !model.providerFunctions) return model;
  return {
    ...model,
    functions: [
      ...model.functions,
      ...(model.ephemeralResources ?? []),
      ...(model.providerFunctions ?? []).map((fn) => providerFunctionView(model, fn)),
    ].sort((a, b) => (a.token < b.token ? -1 : a.token > b.token ? 1 : 0)),
  };
}

const DATA_SOURCE_SENTENCE = (fn: FunctionModel, model: PackageModel) =>
  `Reads the \`${fn.tfType}\` data source of ${model.provider.source}.`;

/** An ephemeral resource's surface: a data source's, told as what it is. */
export function ephemeralSurface(model: PackageModel, fn: FunctionModel): FunctionSurface {
  const surface = functionSurface(model, fn);
  const [plain, output] = surface.forms;
  const sentence = DATA_SOURCE_SENTENCE(fn, model);
  if (!plain.doc.includes(sentence)) throw new Error(`${model.pkg}: the function module of ${fn.name} no longer says "${sentence}"`);
  const doc = plain.doc.replace(
    sentence,
    `Opens the \`${fn.tfType}\` ephemeral resource of ${model.provider.source}. Every value is secret and stays valid ` +
      `(renewed as the provider asks) until the program's work ends, the executor closes, or the deployment is cancelled.`,
  );
  return { ...surface, forms: [{ ...plain, doc }, output] };
}

/** A provider function's surface: the plain and Output forms, its argument types and its result type. */
export function providerFunctionSurface(model: PackageModel, fn: ProviderFunctionModel, view: FunctionModel): FunctionSurface {
  const p = pascal(fn.name);
  const [argsType, outputArgsType, resultType] = [`${p}Args`, `${p}OutputArgs`, `${p}Result`];
  const optionalArgs = view.inputs.every((x) => !x.required);
  const args = optionalArgs ? "args?" : "args";
  const field = (x: PropertyModel, type: string) =>
    `${docComment({ description: x.description }, "  ")}  ${propKey(x.name)}${x.required ? "" : "?"}: ${type};`;
  const doc = (extra: string) =>
    docComment({ description: fn.description ?? fn.summary, notes: [extra], deprecated: fn.deprecationMessage });
  const plainDoc = doc(`Calls \`${address(model, fn)}\` of ${model.provider.source}: a pure computation, with no provider configuration.`);
  const outputDoc = doc(`Like ${docRef(fn.name)}, with arguments that may be Outputs; the result is an Output.`);
  const warn = deprecationWarning(fn);
  return {
    forms: [
      {
        doc: plainDoc,
        signature: `function ${fn.name}(${args}: ${argsType}, opts?: pulumi.InvokeOptions): Promise<${resultType}>`,
        body: `${warn}  return invoke<{ result: ${resultType} }>(TOKEN, args, ARGUMENTS, opts, pkg).then((r) => r.result);\n`,
      },
      {
        doc: outputDoc,
        signature: `function ${fn.name}Output(${args}: ${outputArgsType}, opts?: pulumi.InvokeOutputOptions): pulumi.Output<${resultType}>`,
        body: `${warn}  return invokeOutput<{ result: ${resultType} }>(TOKEN, args, ARGUMENTS, opts, pkg).apply((r) => r.result);\n`,
      },
    ],
    types: `
/** Arguments of ${docRef(fn.name)}, in parameter order${fn.variadic ? `; \`${fn.variadic.name}\` takes the variadic values` : ""}. */
export interface ${argsType} {
${view.inputs
  .map((x) =>
    field(
      x,
      plainType(x.type, (n) => `inputs.${n}`),
    ),
  )
  .join("\n")}
}

/** Arguments of ${docRef(`${fn.name}Output`)}. */
export interface ${outputArgsType} {
${view.inputs
  .map((x) =>
    field(
      x,
      inputType(x.type, (n) => `inputs.${n}Args`),
    ),
  )
  .join("\n")}
}

/** What ${docRef(fn.name)} returns. */
export type ${resultType} = ${plainType(fn.result, (n) => `outputs.${n}`)};
`,
    nested: functionNestedTypes(model, view),
    deprecated: fn.deprecationMessage !== undefined,
  };
}
