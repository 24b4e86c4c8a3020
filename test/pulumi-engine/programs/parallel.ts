// Fifty lookups started together in one program.
import * as pulumi from "@pulumi/pulumi";
import * as ibm from "@tflookup/ibm";

const orgGuid = new pulumi.Config().require("orgGuid");

export const accountIds = Promise.all(Array.from({ length: 50 }, () => ibm.getAccount({ orgGuid }))).then((all) => all.map((a) => a.id));
