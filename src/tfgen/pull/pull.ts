import type { ProviderTarget } from "../project/cdktf-config";
import { pullSchemaFromPlugin } from "./pull-plugin";
import { pullSchemaWithTerraform } from "./pull-terraform";
import type { PulledSchema, PullOptions } from "./pulled";

export { PullError, type PulledSchema, type PullOptions } from "./pulled";

/**
 * One provider's schema as `terraform providers schema -json` prints it: through that Terraform CLI when
 * `opts.binary` names one, else by installing and starting the provider with the project's own installer and
 * plugin engine (no Terraform needed). Both give byte-identical snapshots (test/pull/sameness.test.ts).
 */
export function pullSchema(target: ProviderTarget, opts: PullOptions): Promise<PulledSchema> {
  return opts.binary === undefined ? pullSchemaFromPlugin(target, opts) : pullSchemaWithTerraform(target, opts);
}
