// Each function form of both packages, with the stack's configuration as arguments; the results are the outputs.
import * as pulumi from "@pulumi/pulumi";
import * as ibm from "@tflookup/ibm";
import { getAvailabilityZone, getAvailabilityZoneOutput } from "@tflookup/edgecenter";

const config = new pulumi.Config();
const orgGuid = config.require("orgGuid");
const regionName = config.require("regionName");

export const account = ibm.getAccount({ orgGuid });
export const accountOutput = ibm.getAccountOutput({ orgGuid: pulumi.output(orgGuid) });
export const zone = getAvailabilityZone({ regionName });
export const zoneOutput = getAvailabilityZoneOutput({ regionName });
