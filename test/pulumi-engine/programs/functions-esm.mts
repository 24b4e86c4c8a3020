// functions.ts as an ES module: the packages' functions imported by name.
import * as pulumi from "@pulumi/pulumi";
import { getAccount, getAccountOutput } from "@tflookup/ibm";
import { getAvailabilityZone, getAvailabilityZoneOutput } from "@tflookup/edgecenter";

const config = new pulumi.Config();
const orgGuid = config.require("orgGuid");
const regionName = config.require("regionName");

export const account = getAccount({ orgGuid });
export const accountOutput = getAccountOutput({ orgGuid: pulumi.output(orgGuid) });
export const zone = getAvailabilityZone({ regionName });
export const zoneOutput = getAvailabilityZoneOutput({ regionName });
