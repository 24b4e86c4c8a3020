/**
 * ReadDataSource against the fixture cloud: pick the record whose values equal every
 * argument the configuration sets, and answer with that record, keeping the caller's
 * own values where it set them.
 */
import type { CtyType } from "./cty-types";
import { ctyEqual, type CtyObject, type CtyValue, DynamicValue } from "./cty-values";
import { attributePath, errorDiagnostic, type ProtoDiagnostic } from "./diagnostics";
import { blockCtyType, type JsonSchema } from "./provider-schema";

export type ReadResult = { ok: true; state: CtyObject } | { ok: false; diagnostics: ProtoDiagnostic[] };

interface LookupArgument {
  name: string;
  type: CtyType;
  value: CtyValue;
}

/** Arguments the caller can set (required or optional) that this configuration does set. */
function lookupArguments(schema: JsonSchema, config: CtyObject): LookupArgument[] {
  const type = blockCtyType(schema.block);
  const inputs = Object.entries(schema.block.attributes ?? {}).filter(([, a]) => a.required || a.optional);
  // Required arguments first: they name the record most directly, so a miss points there.
  inputs.sort(([, a], [, b]) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
  return inputs
    .filter(([name]) => config[name] !== null && config[name] !== undefined)
    .map(([name]) => ({ name, type: type.attributes[name], value: config[name] }));
}

function describe(value: CtyValue): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
}

export function readFromCloud(typeName: string, schema: JsonSchema, config: CtyObject, records: CtyObject[]): ReadResult {
  const args = lookupArguments(schema, config);
  const matches = (record: CtyObject, arg: LookupArgument): boolean => ctyEqual(record[arg.name] ?? null, arg.value, arg.type);
  const record = records.find((r) => args.every((arg) => matches(r, arg)));

  if (!record) {
    // Point at the first argument no record shares; failing that, the combination is what is missing.
    const culprit = args.find((arg) => !records.some((r) => matches(r, arg))) ?? args[0];
    const wanted = args.length > 0 ? ` with ${args.map((a) => `${a.name} = ${describe(a.value)}`).join(", ")}` : "";
    return {
      ok: false,
      diagnostics: [
        errorDiagnostic(
          `No ${typeName} found`,
          `The stand-in cloud has no ${typeName}${wanted}` +
            (culprit ? `; no record matches "${culprit.name}".` : "; it holds no record of this type."),
          culprit ? attributePath(culprit.name) : undefined,
        ),
      ],
    };
  }

  const type = blockCtyType(schema.block);
  const blocks = new Set(Object.keys(schema.block.block_types ?? {}));
  // Terraform sends an absent list, set or map block as an empty collection, not null: that is not the caller's.
  // A group block the caller left out arrives as an object of nulls.
  const unset = (name: string, v: CtyValue | undefined): boolean =>
    v === null ||
    v === undefined ||
    (blocks.has(name) &&
      (Array.isArray(v)
        ? v.length === 0
        : typeof v === "object" && !(v instanceof DynamicValue) && Object.values(v).every((e) => e === null)));
  const state: CtyObject = {};
  for (const name of Object.keys(type.attributes)) {
    const own = config[name];
    state[name] = unset(name, own) ? (record[name] ?? null) : own;
  }
  return { ok: true, state };
}
