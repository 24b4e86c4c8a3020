/**
 * A CDK Terrain stack as a user of the bindings writes it: both providers, four data sources of each, and outputs
 * read through the generated attribute getters. main.ts synthesizes it under `cdktn synth`; the matcher tests
 * build it in-process.
 */
import { TerraformOutput, TerraformStack } from "cdktn";
import type { Construct } from "constructs";
import { DataEdgecenterAvailabilityZone } from "../../../providers/edgecenter/cdktn/data-edgecenter-availability-zone";
import { DataEdgecenterFlavor } from "../../../providers/edgecenter/cdktn/data-edgecenter-flavor";
import { DataEdgecenterFloatingip } from "../../../providers/edgecenter/cdktn/data-edgecenter-floatingip";
import { DataEdgecenterImage } from "../../../providers/edgecenter/cdktn/data-edgecenter-image";
import { EdgecenterProvider } from "../../../providers/edgecenter/cdktn/provider";
import { DataIbmAccount } from "../../../providers/ibm/cdktn/data-ibm-account";
import { DataIbmAccountInfo } from "../../../providers/ibm/cdktn/data-ibm-account-info";
import { DataIbmAppConfigEnvironment } from "../../../providers/ibm/cdktn/data-ibm-app-config-environment";
import { DataIbmAppConfigFeatures } from "../../../providers/ibm/cdktn/data-ibm-app-config-features";
import { IbmProvider } from "../../../providers/ibm/cdktn/provider";

export const GUID = "appconfig-standin-guid-01";
const SCOPE = { projectId: 101, regionName: "standin-region" };

export class LookupsStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new IbmProvider(this, "ibm", { region: "us-south" });
    new EdgecenterProvider(this, "edgecenter", {});
    const account = new DataIbmAccount(this, "account", { orgGuid: "org-guid-standin-01" });
    const info = new DataIbmAccountInfo(this, "info", { accountId: "acc-standin-0001" });
    const env = new DataIbmAppConfigEnvironment(this, "env", { guid: GUID, environmentId: "dev" });
    const features = new DataIbmAppConfigFeatures(this, "features", { guid: GUID, environmentId: "dev" });
    const zone = new DataEdgecenterAvailabilityZone(this, "zone", { regionId: 8 });
    const flavor = new DataEdgecenterFlavor(this, "flavor", { projectName: "standin-project", regionId: 8, type: "instance" });
    const image = new DataEdgecenterImage(this, "image", { ...SCOPE, name: "ubuntu-22.04-x64" });
    const fip = new DataEdgecenterFloatingip(this, "fip", { ...SCOPE, floatingIpAddress: "203.0.113.10" });
    const out = (id: string, value: unknown) => new TerraformOutput(this, id, { value });
    out("first_user_email", account.accountUsers.get(0).email);
    out("linked_account", info.linkedSoftlayerAccount);
    out("environment_name", env.name);
    out("previous_href", features.previous.get(0).href);
    out("zones", zone.availabilityZones);
    out("first_flavor", flavor.flavors.get(0).flavorName);
    out("image_min_disk", image.minDisk);
    out("fixed_ip", fip.fixedIpAddress);
  }
}
