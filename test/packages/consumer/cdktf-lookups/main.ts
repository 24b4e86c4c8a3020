import { App, TerraformOutput, TerraformStack } from "cdktf";
import { Construct } from "constructs";
import { lookup } from "@tflookup/runtime/synth";
import { getAppConfigEnvironments } from "@tflookup/ibm";
import { DataIbmAppConfigFeatures } from "@tflookup/ibm/cdktf/data-ibm-app-config-features";
import { IbmProvider } from "@tflookup/ibm/cdktf/provider";

class Features extends TerraformStack {
  constructor(scope: Construct, id: string, guid: string) {
    super(scope, id);
    new IbmProvider(this, "ibm", { region: "eu-de" });
    // Looked up while the stack is built: plain values to loop and branch on, recorded in tflookup.context.json.
    const { environments } = lookup(this, getAppConfigEnvironments, { guid });
    for (const env of environments) {
      // Read by Terraform at plan time, as data source constructs always are.
      const features = new DataIbmAppConfigFeatures(this, `features_${env.environmentId}`, { guid, environmentId: env.environmentId });
      if (env.tags.split(",").includes("prod")) new TerraformOutput(this, "production_features", { value: features.features });
      else new TerraformOutput(this, `${env.environmentId}_color`, { value: env.colorCode });
    }
  }
}

const app = new App();
new Features(app, "features", process.env.APP_CONFIG_GUID ?? "appconfig-standin-guid-01");
app.synth();
