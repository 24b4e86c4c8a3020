import type * as Pulumi from "@pulumi/pulumi";

let loaded: typeof Pulumi | undefined;

/**
 * @pulumi/pulumi, loaded on first use: it costs about a second to load, and a CDK app that only records
 * synth-time lookups (src/runtime/synth) calls the generated functions without ever needing it.
 */
export function pulumiSdk(): typeof Pulumi {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, see above
  return (loaded ??= require("@pulumi/pulumi") as typeof Pulumi);
}
