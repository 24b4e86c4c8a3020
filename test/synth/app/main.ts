// A CDKTF app run as its own process by the context-file tests: `main.ts <stack> <outdir>`, where <stack> is
// `environments` (the ibm lookups) or `zones` (edgecenter lookups and an ibm account's details); the environment says
// where the providers and the context file are.
import { mkdirSync } from "node:fs";
import { App, TerraformOutput, TerraformStack } from "cdktf";
import type { Construct } from "constructs";
import { EdgecenterProvider } from "../../../providers/edgecenter/cdktf/provider";
import { getAvailabilityZone } from "../../../providers/edgecenter/pulumi/getAvailabilityZone";
import { getAccountInfo } from "../../../providers/ibm/pulumi/getAccountInfo";
import { lookup } from "../../../src/runtime/synth";
import { CdktfLookupStack } from "../stacks";

class ZonesStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new EdgecenterProvider(this, "edgecenter", {});
    for (const regionName of ["standin-region", "standin-region-north"]) {
      const zone = lookup(this, getAvailabilityZone, { regionName });
      new TerraformOutput(this, `zones_${zone.id}`, { value: zone.availabilityZones.join(",") });
    }
    const account = lookup(this, getAccountInfo, { accountId: "acc-standin-0001" });
    new TerraformOutput(this, "account", { value: account.name });
  }
}

const [which, outdir] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
const app = new App({ outdir });
if (which === "zones") new ZonesStack(app, "lookups");
else new CdktfLookupStack(app, "lookups");
app.synth();
