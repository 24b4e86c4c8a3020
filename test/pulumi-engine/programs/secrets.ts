// A lookup through an explicit provider holding the credential, and one whose argument is a secret.
import * as pulumi from "@pulumi/pulumi";
import * as ibm from "@tflookup/ibm";

const config = new pulumi.Config();
const explicit = new ibm.Provider("explicit", { cloudApiKey: config.requireSecret("apiKey"), region: "eu-de" });

export const account = ibm.getAccountOutput({ orgGuid: config.require("orgGuid") }, { provider: explicit });
export const environment = ibm.getAppConfigEnvironmentOutput(
  { guid: config.requireSecret("secretGuid"), environmentId: config.require("environmentId") },
  { provider: explicit },
);
