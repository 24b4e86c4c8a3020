import * as fs from "fs";
import * as path from "path";
import { compareCodeUnits } from "../../naming/table";
import type { ProviderTarget } from "../../project/cdktf-config";
import type { ProviderSchemaJson } from "../../schema/types";
import type { FileTree } from "../file-tree";
import { runProviderGenerator } from "./generator-adapter";

/*
 * CDKTF's bindings of a provider's functions and ephemeral resources. CDKTF 0.21's generator makes neither; CDK
 * Terrain's makes both, against core classes CDKTF lacks. Those classes are written for CDKTF in ./core-extensions
 * (copied into the package as `core-extensions/`), and the CDKTF bindings are CDK Terrain's, translated: its core
 * namespace becomes CDKTF's, the classes CDKTF lacks come from core-extensions. So both flavours have one API, and the
 * translation is checked to have left nothing of CDK Terrain behind (the generator versions are pinned by the adapter).
 */

const EXTENSIONS_DIR = "core-extensions";
const EXTENSIONS_SOURCE = path.join(__dirname, "core-extensions", "index.ts");

const CDKTN_IMPORT = "import * as cdktn from 'cdktn';";

/** CDK Terrain's documentation links in generated code, and CDKTF's for the same page. */
const LINKS: ReadonlyArray<readonly [string, string]> = [
  ["https://cdktn.io/docs/concepts/resources#references", "https://cdk.tf/complex-object-as-configuration"],
];

/** True when the schema has anything these bindings are made for. */
export function hasFunctionsOrEphemeral(schema: ProviderSchemaJson): boolean {
  return Object.keys(schema.functions ?? {}).length > 0 || Object.keys(schema.ephemeral_resource_schemas ?? {}).length > 0;
}

/**
 * The files to add to CDKTF's bindings (keys relative to its folder): `provider-functions/`, one `ephemeral-<type>/`
 * per ephemeral resource, and `core-extensions/`; empty when the schema has neither functions nor ephemeral resources.
 */
export function cdktfFunctionAndEphemeralFiles(target: ProviderTarget, schema: ProviderSchemaJson): FileTree {
  const files: FileTree = new Map();
  if (!hasFunctionsOrEphemeral(schema)) return files;
  const run = runProviderGenerator<unknown>("cdktn", {
    source: target.source,
    version: target.version,
    registryKey: target.registryKey,
    schema: {
      provider: schema.provider,
      ...(schema.ephemeral_resource_schemas ? { ephemeral_resource_schemas: schema.ephemeral_resource_schemas } : {}),
      ...(schema.functions ? { functions: schema.functions } : {}),
    },
  });
  const prefix = `providers/${target.type}/`;
  const extensions = fs.readFileSync(EXTENSIONS_SOURCE, "utf8");
  const extensionNames = new Set([...extensions.matchAll(/^export (?:class|interface) (\w+)/gm)].map((m) => m[1]));
  for (const f of run.files) {
    const rel = f.filePath.startsWith(prefix) ? f.filePath.slice(prefix.length) : f.filePath;
    if (/^(provider-functions|ephemeral-[^/]+)\/index\.ts$/.test(rel)) files.set(rel, translated(rel, f.content, extensionNames));
  }
  files.set(`${EXTENSIONS_DIR}/index.ts`, extensions);
  return files;
}

function translated(rel: string, text: string, extensionNames: ReadonlySet<string>): string {
  if (!text.includes(CDKTN_IMPORT)) throw new Error(`CDK Terrain's ${rel} does not import its core as "${CDKTN_IMPORT}"`);
  const fromExtensions = new Set<string>();
  let out = text;
  for (const [from, to] of LINKS) out = out.split(from).join(to);
  out = out.replace(/\bcdktn\.([A-Za-z_$][\w$]*)/g, (_, name: string) => {
    if (!extensionNames.has(name)) return `cdktf.${name}`;
    fromExtensions.add(name);
    return name;
  });
  const imports = [`import * as cdktf from 'cdktf';`];
  if (fromExtensions.size > 0) imports.push(`import { ${[...fromExtensions].sort().join(", ")} } from '../${EXTENSIONS_DIR}';`);
  out = out.replace(CDKTN_IMPORT, imports.join("\n"));
  const left = /\bcdktn\b/i.exec(out);
  if (left) {
    const line = out.slice(0, left.index).split("\n").length;
    throw new Error(`CDK Terrain's ${rel} translated for CDKTF still mentions CDK Terrain at line ${line}: extend the translation`);
  }
  return out;
}

/**
 * CDKTF's `index.ts` and `lazy-index.ts` with the added folders exported as its generator exports the others
 * (a namespace named by the folder's camelCase), all in folder order.
 */
export function withIndexEntries(file: "index.ts" | "lazy-index.ts", text: string, folders: readonly string[]): string {
  const line =
    file === "index.ts"
      ? (name: string, dir: string) => `export * as ${name} from './${dir}';`
      : (name: string, dir: string) => `Object.defineProperty(exports, '${name}', { get: function () { return require('./${dir}'); } });`;
  const lines = text.split("\n");
  const entry = /'\.\/([^']+)'/;
  const firstEntry = lines.findIndex((l) => entry.test(l));
  if (firstEntry < 0) throw new Error(`CDKTF's ${file} has no export to add the functions and ephemeral resources beside`);
  let end = firstEntry;
  while (end < lines.length && entry.test(lines[end])) end++;
  const entries = [...lines.slice(firstEntry, end), ...folders.map((dir) => line(camelCase(dir), dir))];
  entries.sort((a, b) => compareCodeUnits(entry.exec(a)![1], entry.exec(b)![1]));
  return [...lines.slice(0, firstEntry), ...entries, ...lines.slice(end)].join("\n");
}

function camelCase(dir: string): string {
  return dir.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
