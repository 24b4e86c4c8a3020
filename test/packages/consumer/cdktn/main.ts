// A CDK Terrain stack built from the installed cdktn bindings, synthesized by cdktn's App in plain Node
// (cdktn-cli needs Node 22.19 or later). Writes to the folder given as the first argument.
import { App, TerraformOutput, TerraformStack } from "cdktn";
import { Construct } from "constructs";
import { DataIbmAppConfigEnvironment } from "@tflookup/ibm/cdktn/data-ibm-app-config-environment";
import { IbmProvider } from "@tflookup/ibm/cdktn/provider";
import * as ibm from "@tflookup/ibm/cdktn";

class Lookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new IbmProvider(this, "ibm", { region: "eu-de" });
    // The stand-in cloud's App Configuration instance (`npm run demo`); yours is in its service credentials.
    const environment = new DataIbmAppConfigEnvironment(this, "dev", {
      guid: "appconfig-standin-guid-01",
      environmentId: "dev",
    });
    const account = new ibm.dataIbmAccount.DataIbmAccount(this, "account", { orgGuid: "org-guid" });
    new TerraformOutput(this, "environment_name", { value: environment.name });
    new TerraformOutput(this, "account_id", { value: account.id });
  }
}

const app = new App({ outdir: process.argv[2] ?? "cdktn.out" });
new Lookups(app, "lookups");
app.synth();
