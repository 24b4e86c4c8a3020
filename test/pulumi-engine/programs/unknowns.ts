// An argument that preview cannot know: an output of a dynamic resource not yet created, waited for with dependsOn.
import * as pulumi from "@pulumi/pulumi";
import * as ibm from "@tflookup/ibm";

const provider: pulumi.dynamic.ResourceProvider = {
  async create(inputs) {
    return { id: "made", outs: { orgGuid: inputs.orgGuid } };
  },
};

class Made extends pulumi.dynamic.Resource {
  declare readonly orgGuid: pulumi.Output<string>;
  constructor(name: string, orgGuid: string) {
    super(provider, name, { orgGuid }, {});
  }
}

const made = new Made("made", new pulumi.Config().require("orgGuid"));
const account = ibm.getAccountOutput({ orgGuid: made.orgGuid }, { dependsOn: [made] });

export const accountId = account.id;
export const orgGuid = account.orgGuid;
