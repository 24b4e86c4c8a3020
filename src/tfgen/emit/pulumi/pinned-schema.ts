import { filterSchema } from "../../model/select";
import type { ProviderInputs } from "../../schema/provider-inputs";
import type { PackageModel } from "../../model/types";
import { stableJson } from "./json";
import { generatedNote } from "./marker";

export { PINNED_SCHEMA_FILE } from "../../../runtime/package-format/pinned-schema";

/**
 * The pinned schema a package ships for the plugin engine's drift check (is the running provider the one the
 * package was generated from?), so that the check works wherever the package is installed: the provider block
 * and the wrapped data sources, in the document form of `terraform providers schema -json`
 * (resources and unwrapped data sources left out: the drift check never reads them).
 */
export function pinnedSchemaDocument(inputs: ProviderInputs, model: PackageModel): string {
  const schema = filterSchema(inputs.pinned.schema, inputs.overrides);
  return stableJson({
    $comment: `${generatedNote(model)}, restricted to the provider block and the wrapped data sources.`,
    format_version: "1.0",
    provider_schemas: {
      [inputs.target.registryKey]: { provider: schema.provider, data_source_schemas: schema.data_source_schemas ?? {} },
    },
  });
}
