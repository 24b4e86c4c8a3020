import * as pulumi from "@pulumi/pulumi";
import * as ibm from "@tflookup/ibm";
import { getFlavorOutput } from "@tflookup/edgecenter";

// Which App Configuration instance to read: `pulumi config set appConfigGuid <guid>`.
const config = new pulumi.Config();

const environment = ibm.getAppConfigEnvironmentOutput({ guid: config.require("appConfigGuid"), environmentId: "dev" });
// The stand-in cloud's region and project (`npm run demo`); yours are in the EdgeCenter control panel.
const flavors = getFlavorOutput({ regionName: "standin-region", projectId: 101, type: "instance" });

export const environmentName = environment.name;
export const flavorIds = flavors.flavors.apply((list) => list.map((f) => f.flavorId));
