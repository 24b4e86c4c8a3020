/**
 * Stacks that branch on synth-time lookups, one per core library, written as a user would: the provider
 * construct carries the region (recorded) and the API key (secret: never recorded), the lookups come from the
 * SDK functions of the same packages.
 */
import { TerraformOutput as CdktfOutput, TerraformStack as CdktfStack } from "cdktf";
import { TerraformOutput as CdktnOutput, TerraformStack as CdktnStack } from "cdktn";
import type { Construct } from "constructs";
import { IbmProvider } from "../../providers/ibm/cdktf/provider";
import { IbmProvider as CdktnIbmProvider } from "../../providers/ibm/cdktn/provider";
import { EdgecenterProvider as CdktnEdgecenterProvider } from "../../providers/edgecenter/cdktn/provider";
import { DataIbmAppConfigEnvironment } from "../../providers/ibm/cdktf/data-ibm-app-config-environment";
import { getAppConfigEnvironment } from "../../providers/ibm/pulumi/getAppConfigEnvironment";
import { getAvailabilityZone } from "../../providers/edgecenter/pulumi/getAvailabilityZone";
import { lookup } from "../../src/runtime/synth";
import { CREDENTIALS, GUID } from "./support";

/** CDKTF: one output per environment whose name says it is production, a tag per looked-up environment. */
export class CdktfLookupStack extends CdktfStack {
  constructor(scope: Construct, id: string, environments: string[] = ["dev", "prod"]) {
    super(scope, id);
    new IbmProvider(this, "ibm", { region: "eu-de", ibmcloudApiKey: CREDENTIALS.ibm });
    for (const environmentId of environments) {
      const env = lookup(this, getAppConfigEnvironment, { guid: GUID, environmentId });
      if (env.name === "Production") new CdktfOutput(this, `production_${environmentId}`, { value: env.href });
      else new CdktfOutput(this, `other_${environmentId}`, { value: `${env.name} (${env.colorCode})` });
    }
  }
}

/** The same with the data source construct instead (what the bench compares with). */
export class CdktfConstructStack extends CdktfStack {
  constructor(scope: Construct, id: string, environments: string[] = ["dev", "prod"]) {
    super(scope, id);
    new IbmProvider(this, "ibm", { region: "eu-de", ibmcloudApiKey: CREDENTIALS.ibm });
    for (const environmentId of environments) {
      const env = new DataIbmAppConfigEnvironment(this, `env_${environmentId}`, { guid: GUID, environmentId });
      new CdktfOutput(this, `name_${environmentId}`, { value: env.name });
    }
  }
}

/** CDK Terrain: a zone output per availability zone the region has, from the edgecenter provider. */
export class CdktnLookupStack extends CdktnStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new CdktnEdgecenterProvider(this, "edgecenter", {});
    new CdktnIbmProvider(this, "ibm", { region: "us-south" });
    const zone = lookup(this, getAvailabilityZone, { regionName: "standin-region" });
    for (const [i, name] of (zone.availabilityZones ?? []).entries()) new CdktnOutput(this, `zone_${i}`, { value: name });
    const env = lookup(this, getAppConfigEnvironment, { guid: GUID, environmentId: "dev" });
    new CdktnOutput(this, "environment", { value: env.name.toUpperCase() });
  }
}
