import type { FunctionParameterModel, ObjectTypeModel, PackageModel, PropertyModel, TypeRef } from "../../model/types";
import {
  METADATA_FORMAT_VERSION,
  type CdktfAdjustment,
  type ConfigVariableMetadata,
  type FieldMetadata,
  type EphemeralResourceMetadata,
  type FunctionMetadata,
  type FunctionParameterMetadata,
  type ProviderFunctionMetadata,
  type RuntimeMetadata,
  type TypeMetadata,
} from "../../../runtime/package-format/metadata";
import type { CdktfAttributeNames, CdktfNames } from "../cdktf/names";
import type { CdktfEscape, CdktfLooseType } from "../cdktf/safe-bindings";
import { stableJson } from "./json";
import { generatedNote } from "./marker";

function field(p: PropertyModel): FieldMetadata {
  return {
    name: p.name,
    tf: p.tfName,
    type: p.type,
    required: p.required,
    ...(p.secret ? { secret: true as const } : {}),
    ...(p.flattened ? { flattened: true as const } : {}),
    ...(p.sdkId ? { sdkId: true as const } : {}),
  };
}

function objectName(t: TypeRef): string | undefined {
  if (t.kind === "object") return t.name;
  if (t.kind === "list" || t.kind === "map") return objectName(t.element);
  return undefined;
}

/**
 * Argument fields with the CDKTF property each one is set through. Nested argument types get the same from
 * the CDKTF struct their attribute uses, recorded in `types` when first reached.
 */
function inputFields(
  props: PropertyModel[],
  attrs: Map<string, CdktfAttributeNames> | undefined,
  model: Map<string, ObjectTypeModel>,
  types: Record<string, TypeMetadata>,
): FieldMetadata[] {
  return props.map((p) => {
    const cdktf = attrs?.get(p.tfName);
    const nested = objectName(p.type);
    const t = nested === undefined ? undefined : model.get(nested);
    if (t?.input && cdktf?.struct && types[t.name].cdktfStruct === undefined) {
      types[t.name].cdktfStruct = cdktf.struct.name;
      types[t.name].input = inputFields(t.input, cdktf.struct.attributes, model, types);
    }
    return { ...field(p), cdktf: cdktf?.property ?? null };
  });
}

/** What the CDKTF bindings do differently from the upstream schema, recorded in metadata.json. */
export interface CdktfAdjustments {
  cdktfEscapes?: CdktfEscape[];
  cdktfLooseTypes?: CdktfLooseType[];
}

/**
 * `metadata.json`: the runtime name map for the local executor and the provider plugin, in the format
 * declared by src/runtime/package-format/metadata.ts.
 */
export function runtimeMetadata(model: PackageModel, cdktf: CdktfNames, adjustments: CdktfAdjustments = {}): string {
  const byName = new Map(model.types.map((t) => [t.name, t]));
  const types: Record<string, TypeMetadata> = {};
  for (const t of model.types) {
    types[t.name] = {
      tfPath: t.tfPath,
      ...(t.input ? { input: t.input.map(field) } : {}),
      ...(t.output ? { output: t.output.map(field) } : {}),
    };
  }
  const functions: Record<string, FunctionMetadata> = {};
  for (const fn of model.functions) {
    const names = cdktf.dataSources.get(fn.tfType);
    if (!names) throw new Error(`${model.pkg}: the CDKTF generator has no binding for data source ${fn.tfType}`);
    functions[fn.token] = {
      name: fn.name,
      tfType: fn.tfType,
      deprecationMessage: fn.deprecationMessage,
      inputs: inputFields(fn.inputs, names.attributes, byName, types),
      outputs: fn.outputs.map(field),
      rules: fn.rules,
      cdktf: names.binding,
    };
  }
  const config: ConfigVariableMetadata[] = inputFields(model.config, cdktf.provider.attributes, byName, types).map((f, i) => {
    const c = model.config[i];
    return { ...f, env: c.env, deprecationMessage: c.deprecationMessage, default: c.default, allowedValues: c.allowedValues };
  });
  const metadata: RuntimeMetadata = {
    $comment: `${generatedNote(model)}. Format: src/runtime/package-format/metadata.ts.`,
    formatVersion: METADATA_FORMAT_VERSION,
    package: model.pkg,
    provider: { ...model.provider, cdktf: cdktf.provider.binding },
    config,
    configRules: model.configRules,
    functions,
    ...readOnlyMetadata(model),
    types,
    ...cdktfAdjustments(adjustments),
  };
  return stableJson(metadata);
}

function parameter(p: FunctionParameterModel): FunctionParameterMetadata {
  return { name: p.name, tf: p.tfName, type: p.type, ...(p.nullable ? { nullable: true as const } : {}) };
}

/** Provider functions and ephemeral resources, only for a provider that has them (the others' files stay as they were). */
function readOnlyMetadata(model: PackageModel): Pick<RuntimeMetadata, "providerFunctions" | "ephemeralResources"> {
  const out: Pick<RuntimeMetadata, "providerFunctions" | "ephemeralResources"> = {};
  if (model.providerFunctions) {
    const fns: Record<string, ProviderFunctionMetadata> = {};
    for (const f of model.providerFunctions) {
      fns[f.token] = {
        name: f.name,
        tf: f.tfName,
        ...(f.deprecationMessage ? { deprecationMessage: f.deprecationMessage } : {}),
        parameters: f.parameters.map(parameter),
        ...(f.variadic ? { variadic: parameter(f.variadic) } : {}),
        result: f.result,
      };
    }
    out.providerFunctions = fns;
  }
  if (model.ephemeralResources) {
    const eph: Record<string, EphemeralResourceMetadata> = {};
    for (const e of model.ephemeralResources) {
      eph[e.token] = {
        name: e.name,
        tfType: e.tfType,
        ...(e.deprecationMessage ? { deprecationMessage: e.deprecationMessage } : {}),
        inputs: e.inputs.map(field),
        outputs: e.outputs.map(field),
      };
    }
    out.ephemeralResources = eph;
  }
  return out;
}

function cdktfAdjustments(a: CdktfAdjustments): Pick<RuntimeMetadata, "cdktfAdjustments"> {
  const out = Object.create(null) as Record<string, CdktfAdjustment>;
  for (const e of a.cdktfEscapes ?? []) out[e.path] = { property: e.property, reason: e.reason };
  for (const t of a.cdktfLooseTypes ?? []) {
    const known = out[t.path];
    out[t.path] = { ...known, looseType: t.upstreamType, reason: known ? `${known.reason}; ${t.reason}` : t.reason };
  }
  return Object.keys(out).length ? { cdktfAdjustments: out } : {};
}
