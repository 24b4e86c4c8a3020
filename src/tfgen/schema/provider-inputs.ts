import type { ProviderTarget } from "../project/cdktf-config";
import { loadPinnedSchema, type PinnedSchema } from "./load";
import { loadOverrides } from "../overrides/load";
import type { ProviderOverrides } from "../overrides/types";

/** Everything generation reads for one provider: the pinned schema and its overrides file. */
export interface ProviderInputs {
  target: ProviderTarget;
  pinned: PinnedSchema;
  overrides: ProviderOverrides;
  overridesFile: string;
  overridesText: string;
}

export function loadProviderInputs(root: string, target: ProviderTarget): ProviderInputs {
  const pinned = loadPinnedSchema(root, target);
  const { file, text, overrides } = loadOverrides(root, target.type, target.source);
  return { target, pinned, overrides, overridesFile: file, overridesText: text };
}
