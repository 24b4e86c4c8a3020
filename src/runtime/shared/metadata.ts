/**
 * The runtime name map the executor works from: one package's functions, nested types and provider
 * configuration, each field in its documented name beside its upstream (Terraform) and CDKTF names.
 *
 * The SDK emitter writes it as providers/<type>/pulumi/metadata.json. The loader normalises what it reads
 * into the shapes below and fails loudly on anything it cannot place, because a lookup built from a
 * half-understood map would send the wrong names to Terraform without any error.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import {
  METADATA_FORMAT_VERSION,
  type FieldMetadata,
  type FunctionParameterMetadata,
  type RuleMetadata,
  type RuntimeMetadata,
  type TypeRef,
} from "../package-format/metadata";
import { RULE_KINDS, type RuleKind } from "../package-format/rule-kinds";
import { packageDir, registeredPackages } from "../package-format/registry";
import { didYouMeanHint } from "../did-you-mean";
import { PINNED_SCHEMA_FILE } from "../package-format/pinned-schema";

export type { TypeRef };

export interface FieldMeta {
  /** Documented (SDK) name. */
  name: string;
  /** Upstream Terraform name. */
  tfName: string;
  /** Property name on the generated CDKTF class or struct; null when the class has none for it. */
  cdktfName: string | null;
  type: TypeRef;
  required: boolean;
  secret: boolean;
  /** A max-items-1 list block shown as one object: upstream holds a list of at most one element. */
  flattened: boolean;
  /** The result `id` of a data source without one: no upstream value, always the empty string. */
  sdkId: boolean;
}

export interface RuleMeta {
  kind: RuleKind;
  /** Documented names. */
  fields: string[];
}

export interface ObjectTypeMeta {
  name: string;
  input?: FieldMeta[];
  output?: FieldMeta[];
}

export interface FunctionMeta {
  name: string;
  token: string;
  tfType: string;
  /** Folder under providers/<type>/ and the class it exports. */
  cdktf: { folder: string; className: string };
  inputs: FieldMeta[];
  outputs: FieldMeta[];
  rules: RuleMeta[];
}

export interface FunctionParameterMeta {
  name: string;
  tfName: string;
  /** For the variadic parameter, one element's type. */
  type: TypeRef;
  nullable: boolean;
}

/** A provider-defined function: no configuration, no state; `provider::<type>::<tfName>`. */
export interface ProviderFunctionMeta {
  name: string;
  token: string;
  tfName: string;
  parameters: FunctionParameterMeta[];
  variadic?: FunctionParameterMeta;
  result: TypeRef;
}

/** An ephemeral resource, shaped as a data source is; it has no CDKTF binding (cdktf folder and class are empty). */
export type EphemeralMeta = FunctionMeta;

export interface ConfigFieldMeta extends FieldMeta {
  /** Variables the upstream provider reads when the argument is unset, in its order of preference. */
  env: string[];
}

export interface PackageMeta {
  pkg: string;
  provider: { source: string; type: string; version: string };
  cdktfProvider: { folder: string; className: string };
  config: ConfigFieldMeta[];
  configRules: RuleMeta[];
  functions: Map<string, FunctionMeta>;
  providerFunctions: Map<string, ProviderFunctionMeta>;
  ephemeralResources: Map<string, EphemeralMeta>;
  types: Map<string, ObjectTypeMeta>;
  /** The providers/<type> folder the CDKTF bindings are required from. */
  bindingsDir: string;
  /** The pinned schema shipped beside metadata.json, for the drift check (absent for metadata not read from a package). */
  pinnedSchemaFile?: string;
}

export class MetadataError extends Error {
  constructor(where: string, problem: string) {
    super(`runtime metadata ${where}: ${problem}`);
    this.name = "MetadataError";
  }
}

const PRIMITIVES = new Set(["string", "number", "boolean", "any"]);
const COLLECTIONS = new Set(["list", "set"]);

/**
 * A type as metadata.json writes it (the TypeRef itself), checked all the way down: the file is read from
 * an installed package, and a type that is not one of the four shapes would misroute values silently.
 */
export function readTypeRef(raw: unknown, where: string): TypeRef {
  const bad = (): never => {
    throw new MetadataError(where, `unreadable type ${JSON.stringify(raw)}`);
  };
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return bad();
  const t = raw as Record<string, unknown>;
  if (typeof t.kind === "string" && PRIMITIVES.has(t.kind)) return { kind: t.kind as "string" | "number" | "boolean" | "any" };
  switch (t.kind) {
    case "list":
      if (typeof t.collection !== "string" || !COLLECTIONS.has(t.collection)) return bad();
      return { kind: "list", element: readTypeRef(t.element, where), collection: t.collection as "list" | "set" };
    case "map":
      return { kind: "map", element: readTypeRef(t.element, where) };
    case "object":
      if (typeof t.name !== "string" || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(t.name)) return bad();
      return { kind: "object", name: t.name };
    default:
      return bad();
  }
}

/** The property name the CDKTF generator gives an upstream attribute (codemaker camelCase plus its escapes). */
export function cdktfPropertyName(tfName: string): string {
  const camel = tfName.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
  if (/^get[A-Za-z]+/.test(camel)) return camel.replace("get", "fetch");
  const escaped: Record<string, string> = {
    self: "selfAttribute",
    build: "buildAttribute",
    equals: "equalTo",
    node: "nodeAttribute",
    system: "systemAttribute",
    tfResourceType: "tfResourceTypeAttribute",
    importFrom: "importFromAttribute",
    moveTo: "moveToAttribute",
    software: "softwareAttribute",
  };
  return escaped[camel] ?? camel;
}

function field(raw: FieldMetadata, where: string): FieldMeta {
  if (!raw || typeof raw.name !== "string" || typeof raw.tf !== "string") {
    throw new MetadataError(where, `a field needs name and tf, got ${JSON.stringify(raw)}`);
  }
  return {
    name: raw.name,
    tfName: raw.tf,
    // null: the CDKTF class has no property for it (see FieldMetadata.cdktf); stack.ts sets it by override.
    cdktfName: raw.cdktf === null ? null : (raw.cdktf ?? cdktfPropertyName(raw.tf)),
    type: readTypeRef(raw.type, `${where}.${raw.name}`),
    required: raw.required === true,
    secret: raw.secret === true,
    flattened: raw.flattened === true,
    sdkId: raw.sdkId === true,
  };
}

const fields = (raw: FieldMetadata[] | undefined, where: string): FieldMeta[] => (raw ?? []).map((f, i) => field(f, `${where}[${i}]`));

function rules(raw: RuleMetadata[] | undefined, known: FieldMeta[], where: string): RuleMeta[] {
  return (raw ?? []).map((r, i) => {
    if (!(RULE_KINDS as readonly string[]).includes(r.kind)) throw new MetadataError(`${where}[${i}]`, `unknown rule ${String(r.kind)}`);
    for (const f of r.fields)
      if (!known.some((k) => k.name === f)) throw new MetadataError(`${where}[${i}]`, `names ${f}, which is not an argument`);
    return { kind: r.kind, fields: [...r.fields] };
  });
}

/** Builds the executor's view of one package from its parsed metadata.json. */
export function normalizeMetadata(raw: RuntimeMetadata, bindingsDir: string, where = "metadata.json"): PackageMeta {
  if (!raw || typeof raw !== "object") throw new MetadataError(where, "expected a JSON object");
  if (raw.formatVersion !== METADATA_FORMAT_VERSION) {
    throw new MetadataError(
      where,
      `format version ${String(raw.formatVersion)}, this runtime reads ${METADATA_FORMAT_VERSION} (regenerate with npm run generate)`,
    );
  }
  const functions = new Map<string, FunctionMeta>();
  for (const [token, f] of Object.entries(raw.functions ?? {})) {
    const at = `${where} functions["${token}"]`;
    const inputs = fields(f.inputs, `${at}.inputs`);
    functions.set(token, {
      name: f.name,
      token,
      tfType: f.tfType,
      cdktf: { folder: f.cdktf.folder, className: f.cdktf.className },
      inputs,
      outputs: fields(f.outputs, `${at}.outputs`),
      rules: rules(f.rules, inputs, `${at}.rules`),
    });
  }
  if (functions.size === 0) throw new MetadataError(where, "no functions");
  const types = new Map<string, ObjectTypeMeta>();
  for (const [name, t] of Object.entries(raw.types ?? {})) {
    types.set(name, {
      name,
      input: t.input ? fields(t.input, `${where} types.${name}.input`) : undefined,
      output: t.output ? fields(t.output, `${where} types.${name}.output`) : undefined,
    });
  }
  const providerFunctions = new Map<string, ProviderFunctionMeta>();
  for (const [token, f] of Object.entries(raw.providerFunctions ?? {})) {
    const at = `${where} providerFunctions["${token}"]`;
    const parameter = (p: FunctionParameterMetadata, pat: string): FunctionParameterMeta => {
      if (!p || typeof p.name !== "string" || typeof p.tf !== "string") throw new MetadataError(pat, "a parameter needs name and tf");
      return { name: p.name, tfName: p.tf, type: readTypeRef(p.type, pat), nullable: p.nullable === true };
    };
    providerFunctions.set(token, {
      name: f.name,
      token,
      tfName: f.tf,
      parameters: (f.parameters ?? []).map((p, i) => parameter(p, `${at}.parameters[${i}]`)),
      ...(f.variadic ? { variadic: parameter(f.variadic, `${at}.variadic`) } : {}),
      result: readTypeRef(f.result, `${at}.result`),
    });
  }
  const ephemeralResources = new Map<string, EphemeralMeta>();
  for (const [token, e] of Object.entries(raw.ephemeralResources ?? {})) {
    const at = `${where} ephemeralResources["${token}"]`;
    ephemeralResources.set(token, {
      name: e.name,
      token,
      tfType: e.tfType,
      cdktf: { folder: "", className: "" },
      inputs: fields(e.inputs, `${at}.inputs`),
      outputs: fields(e.outputs, `${at}.outputs`),
      rules: [],
    });
  }
  const config: ConfigFieldMeta[] = (raw.config ?? []).map((c, i) => ({
    ...field(c, `${where} config[${i}]`),
    required: false,
    env: [...(c.env ?? [])],
  }));
  const meta: PackageMeta = {
    pkg: raw.package,
    provider: { source: raw.provider.source, type: raw.provider.type, version: raw.provider.version.replace(/^v/, "") },
    cdktfProvider: { folder: raw.provider.cdktf.folder, className: raw.provider.cdktf.className },
    config,
    configRules: rules(raw.configRules, config, `${where} configRules`),
    functions,
    providerFunctions,
    ephemeralResources,
    types,
    bindingsDir,
  };
  checkTypeRefs(meta, where);
  return meta;
}

function checkTypeRefs(meta: PackageMeta, where: string): void {
  const visit = (t: TypeRef, at: string): void => {
    if (t.kind === "object" && !meta.types.has(t.name))
      throw new MetadataError(where, `${at} refers to type ${t.name}, which is not defined`);
    if (t.kind === "list" || t.kind === "map") visit(t.element, at);
  };
  for (const f of [...meta.functions.values(), ...meta.ephemeralResources.values()])
    for (const p of [...f.inputs, ...f.outputs]) visit(p.type, `${f.name}.${p.name}`);
  for (const f of meta.providerFunctions.values()) {
    for (const p of [...f.parameters, ...(f.variadic ? [f.variadic] : [])]) visit(p.type, `${f.name}.${p.name}`);
    visit(f.result, `${f.name} (result)`);
  }
}

/** Where the generated providers live: beside this package's sources (src/ in development, dist/ once built). */
export function defaultProvidersDir(): string {
  return resolve(__dirname, "..", "..", "..", "providers");
}

const cache = new Map<string, PackageMeta>();

/** A package name no installed package has: names the ones there are and the likeliest meant. */
export class UnknownPackageError extends Error {
  constructor(
    readonly pkg: string,
    readonly installed: string[],
    /** The one folder that was looked in, when there was one (a plugin serving a checkout's providers/). */
    where?: string,
  ) {
    super(
      `unknown package ${JSON.stringify(pkg)}${where === undefined ? "" : ` under ${where}`}${didYouMeanHint(pkg, installed)} ` +
        (installed.length > 0
          ? `(installed: ${installed.join(", ")})`
          : "(none is installed: npm install @tflookup/<provider>, or name a providers/ folder in the executor's options)"),
    );
    this.name = "UnknownPackageError";
  }
}

const isPackageName = (pkg: string) => /^[a-z0-9][a-z0-9_-]*$/i.test(pkg);

/** The names in `dir` (none when it is missing); links count as what they point to, so the callers check the files in them. */
function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The SDK folder of package `name` in a checkout's providers/ folder (`<type>/pulumi`), when it has a metadata.json. */
function sdkInProvidersDir(dir: string, name: string): string | undefined {
  const sdkDir = join(dir, name, "pulumi");
  return existsSync(join(sdkDir, "metadata.json")) ? sdkDir : undefined;
}

/**
 * The SDK folder of every provider package installed beside this runtime (`node_modules/@tflookup/<type>/dist/pulumi`),
 * by the name their metadata.json is registered under: the `pulumi.name` of their package.json, which need not be the
 * folder's name.
 */
function installedPackages(): Map<string, string> {
  const found = new Map<string, string>();
  // This file is <scope>/runtime/dist/shared/metadata.js, its siblings <scope>/<type>.
  const scope = resolve(__dirname, "..", "..", "..");
  for (const folder of entriesOf(scope)) {
    const sdkDir = join(scope, folder, "dist", "pulumi");
    try {
      const manifest = JSON.parse(readFileSync(join(scope, folder, "package.json"), "utf8")) as { pulumi?: { name?: unknown } };
      const name = manifest.pulumi?.name;
      if (typeof name === "string" && !found.has(name) && existsSync(join(sdkDir, "metadata.json"))) found.set(name, sdkDir);
    } catch {
      // Not a provider package.
    }
  }
  return found;
}

/**
 * The SDK folder of every package findable by name, besides the registered ones: under `providersDir` (default: the
 * checkout's providers/), and, with no `providersDir`, the installed provider packages; the providers folder's first.
 */
function packagesOnDisk(providersDir: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  const dir = providersDir ?? defaultProvidersDir();
  for (const name of entriesOf(dir)) {
    const sdkDir = sdkInProvidersDir(dir, name);
    if (sdkDir !== undefined) found.set(name, sdkDir);
  }
  if (providersDir !== undefined) return found;
  for (const [name, sdkDir] of installedPackages()) if (!found.has(name)) found.set(name, sdkDir);
  return found;
}

/** What packagesOnDisk has for `pkg`, found without listing the providers folder (a lookup's start path). */
function packageOnDisk(pkg: string, providersDir: string | undefined): string | undefined {
  const inProviders = sdkInProvidersDir(providersDir ?? defaultProvidersDir(), pkg);
  if (inProviders !== undefined || providersDir !== undefined) return inProviders;
  return installedPackages().get(pkg);
}

/** The package names a lookup may name: registered, under the providers folder, or installed beside the runtime. */
export function knownPackages(providersDir?: string): string[] {
  const registered = providersDir === undefined ? registeredPackages() : [];
  return [...new Set([...registered, ...packagesOnDisk(providersDir).keys()])].sort();
}

/**
 * Loads a package's metadata.json once per process: from where the package registered itself (its functions
 * do, when loaded), else from providers/<pkg>/pulumi under `providersDir`, else (with no `providersDir`) from an
 * installed provider package beside the runtime. A name none of them has is an UnknownPackageError.
 */
export function loadPackageMeta(pkg: string, providersDir?: string): PackageMeta {
  const registered = providersDir === undefined ? packageDir(pkg) : undefined;
  if (registered !== undefined) {
    if (!existsSync(join(registered, "metadata.json")))
      throw new MetadataError(join(registered, "metadata.json"), `the package "${pkg}" registered this folder, which has no metadata.json`);
    return loadSdkMeta(registered);
  }
  const sdkDir = isPackageName(pkg) ? packageOnDisk(pkg, providersDir) : undefined;
  if (sdkDir !== undefined) return loadSdkMeta(sdkDir);
  const folder = join(providersDir ?? defaultProvidersDir(), pkg);
  if (isPackageName(pkg) && existsSync(join(folder, "package.json"))) {
    // A checkout's package whose SDK has not been generated (or was removed): the one case generating fixes.
    throw new MetadataError(join(folder, "pulumi", "metadata.json"), `no runtime metadata for package "${pkg}" (run npm run generate)`);
  }
  throw new UnknownPackageError(pkg, knownPackages(providersDir));
}

/** Reads (once per process) the metadata.json of the SDK folder `sdkDir` (`<package>/pulumi`, or `dist/pulumi` once built). */
export function loadSdkMeta(sdkDir: string): PackageMeta {
  const file = join(sdkDir, "metadata.json");
  const hit = cache.get(file);
  if (hit) return hit;
  const meta = normalizeMetadata(JSON.parse(readFileSync(file, "utf8")) as RuntimeMetadata, dirname(sdkDir), file);
  meta.pinnedSchemaFile = join(sdkDir, PINNED_SCHEMA_FILE);
  cache.set(file, meta);
  return meta;
}
