import { App, TerraformOutput, TerraformStack } from "cdktf";
import { Construct } from "constructs";
import { DataIbmAppConfigEnvironment } from "@tflookup/ibm/cdktf/data-ibm-app-config-environment";
import { IbmProvider } from "@tflookup/ibm/cdktf/provider";

class Lookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new IbmProvider(this, "ibm", { region: "eu-de" });
    // The stand-in cloud's App Configuration instance (`npm run demo`); yours is in its service credentials.
    const environment = new DataIbmAppConfigEnvironment(this, "dev", {
      guid: "appconfig-standin-guid-01",
      environmentId: "dev",
    });
    new TerraformOutput(this, "environment_name", { value: environment.name });
  }
}

const app = new App();
new Lookups(app, "lookups");
app.synth();
