#!/usr/bin/env -S npx tsx
/*
 * The CDKTF app named in cdktf.json: a stack that uses the generated data-source bindings of both
 * providers, so `npx cdktf synth` (or `npx tsx scripts/cdktf-app.ts`) shows what they synthesize to.
 * Credentials come from the providers' own environment variables at plan time, never from this file.
 */
import { App, TerraformOutput, TerraformStack } from "cdktf";
import { Construct } from "constructs";
import { DataEdgecenterFlavor } from "../providers/edgecenter/cdktf/data-edgecenter-flavor";
import { EdgecenterProvider } from "../providers/edgecenter/cdktf/provider";
import { DataIbmAppConfigEnvironment } from "../providers/ibm/cdktf/data-ibm-app-config-environment";
import { IbmProvider } from "../providers/ibm/cdktf/provider";

class LookupsStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new IbmProvider(this, "ibm", { region: "us-south" });
    new EdgecenterProvider(this, "edgecenter", {});
    const env = new DataIbmAppConfigEnvironment(this, "environment", { guid: "app-config-guid", environmentId: "dev" });
    const flavors = new DataEdgecenterFlavor(this, "flavors", { projectId: 1, regionId: 1 });
    new TerraformOutput(this, "environment_name", { value: env.name });
    new TerraformOutput(this, "first_flavor", { value: flavors.flavors.get(0).flavorName });
  }
}

const app = new App();
new LookupsStack(app, "lookups");
app.synth();
