/**
 * Where in the batch's configuration a diagnostic of `terraform apply -json` points: which lookup's data block (or
 * which provider block), and the attribute path inside it. Terraform reports a provider's attribute path as the
 * range of the value it names in main.tf.json (`items[1].name` as the bytes of that string), so the path is read
 * back from what was written at that range (config-text.ts), then typed by the metadata: an array index is a list
 * element, an object key a map key or an attribute, as the field's type says.
 */
import type { TerraformDiagnostic } from "../../terraform-cli";
import { fromLiteralString } from "../../shared/literal";
import type { UpstreamStep } from "../../shared/map-result";
import type { FieldMeta, PackageMeta, TypeRef } from "../../shared/metadata";
import type { ConfigText, JsonPath } from "./config-text";

export const CONFIG_FILE = "main.tf.json";

export type Place =
  /** A lookup's data block; `rest` is the path inside it as written (JSON keys and indexes). */
  | { kind: "data"; key: string; rest: JsonPath }
  /** A provider block, by provider type. */
  | { kind: "provider"; type: string; rest: JsonPath };

/** The data block (by the address Terraform names, else by range) or provider block a diagnostic points into. */
export function placeOf(d: TerraformDiagnostic, config: ConfigText): Place | undefined {
  const byAddress = d.address ? /^data\.[^.]+\.([^.[]+)/.exec(d.address)?.[1] : undefined;
  const { start, end, filename } = d.range ?? {};
  const path =
    filename === CONFIG_FILE && start?.byte !== undefined && end?.byte !== undefined ? config.pathAt(start.byte, end.byte) : undefined;
  if (path?.[0] === "data" && typeof path[2] === "string" && (byAddress === undefined || byAddress === path[2]))
    // The block's `provider` is the writer's own reference (an argument of that name is in `_`): no argument.
    return { kind: "data", key: path[2], rest: path[3] === "provider" ? [] : path.slice(3) };
  if (byAddress !== undefined) return { kind: "data", key: byAddress, rest: [] };
  // A provider block is written as a one-element list: ["provider", type, 0, …].
  if (path?.[0] === "provider" && typeof path[1] === "string") return { kind: "provider", type: path[1], rest: path.slice(3) };
  return undefined;
}

/**
 * A path as written inside a block, as the provider's attribute path it stands for. The first key is the attribute
 * (inside `_`, the escape block of names Terraform reserves, when it is there); map keys are read back from their
 * literal form. It stops where the type says no more (inside a dynamic value, whose shape the metadata does not know).
 */
export function upstreamPath(meta: PackageMeta, fields: FieldMeta[], rest: JsonPath): UpstreamStep[] {
  const [first, ...more] = rest[0] === "_" ? rest.slice(1) : rest;
  if (typeof first !== "string") return [];
  const steps: UpstreamStep[] = [{ attribute: first }];
  const field = fields.find((f) => f.tfName === first);
  let type: TypeRef | undefined = field?.type;
  // A flattened block is one object in the metadata and a one-element list as written.
  let flattened = field?.flattened ?? false;
  for (const step of more) {
    if (!type) break;
    if (flattened) {
      if (typeof step !== "number") break;
      steps.push({ index: step });
      flattened = false;
    } else if (type.kind === "list" && typeof step === "number") {
      steps.push({ index: step });
      type = type.element;
    } else if (type.kind === "map" && typeof step === "string") {
      steps.push({ key: fromLiteralString(step) });
      type = type.element;
    } else if (type.kind === "object" && typeof step === "string") {
      steps.push({ attribute: step });
      const inner = meta.types.get(type.name);
      const nested = (inner?.input ?? inner?.output ?? []).find((f) => f.tfName === step);
      type = nested?.type;
      flattened = nested?.flattened ?? false;
    } else break;
  }
  return steps;
}
