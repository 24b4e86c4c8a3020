// A CDK Terrain stack with a synth-time lookup, synthesized by cdktn's App in plain Node (cdktn-cli needs
// Node 22.19 or later). Writes to the folder given as the first argument.
import { App, TerraformOutput, TerraformStack } from "cdktn";
import { Construct } from "constructs";
import { lookup } from "@tflookup/runtime/synth";
import { getAvailabilityZone } from "@tflookup/edgecenter";
import { EdgecenterProvider } from "@tflookup/edgecenter/cdktn/provider";

class Zones extends TerraformStack {
  constructor(scope: Construct, id: string, regionName: string) {
    super(scope, id);
    new EdgecenterProvider(this, "edgecenter", {});
    const region = lookup(this, getAvailabilityZone, { regionName });
    // One output per zone the region has today; a region with a single zone gets a warning output instead.
    if (region.availabilityZones.length < 2) new TerraformOutput(this, "warning", { value: `${regionName} has one zone` });
    region.availabilityZones.forEach((zone, i) => new TerraformOutput(this, `zone_${i}`, { value: zone }));
  }
}

const app = new App({ outdir: process.argv[2] ?? "cdktn.out" });
new Zones(app, "zones", process.env.EC_REGION_NAME ?? "standin-region");
app.synth();
