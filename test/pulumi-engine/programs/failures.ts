// One failing lookup, chosen by the stack's configuration `failure`.
import * as pulumi from "@pulumi/pulumi";
import * as ibm from "@tflookup/ibm";

const config = new pulumi.Config();
const failure = config.require("failure");

export const result =
  failure === "wrong-argument"
    ? ibm.getAccount({ orgGuid: 5 as unknown as string })
    : ibm.getAppConfigEnvironment({ guid: config.require("guid"), environmentId: "dev" });
