// Unit tests of the Pulumi program above, with the engine mocked: `node --test`.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import * as pulumi from "@pulumi/pulumi";

const calls = [];
pulumi.runtime.setMocks(
  {
    newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }),
    call: (args) => {
      calls.push({ token: args.token, inputs: args.inputs });
      if (args.token === "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment") return { ...args.inputs, name: "Development" };
      return { ...args.inputs, flavors: [{ flavorId: "g1-standard-2-4" }, { flavorId: "g1-standard-4-8" }] };
    },
  },
  "lookups",
  "test",
  false,
);
pulumi.runtime.setConfig("lookups:appConfigGuid", "guid-1");

const valueOf = (output) => new Promise((resolve) => output.apply(resolve));

test("the program reads the environment and the flavors through the package's functions", async () => {
  const program = createRequire(import.meta.url)("./index.js");
  assert.equal(await valueOf(program.environmentName), "Development");
  assert.deepEqual(await valueOf(program.flavorIds), ["g1-standard-2-4", "g1-standard-4-8"]);
  assert.deepEqual(calls.map((c) => c.token).sort(), [
    "edgecenter:index/getFlavor:getFlavor",
    "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment",
  ]);
  assert.deepEqual(calls.find((c) => c.token.startsWith("ibm:")).inputs, { guid: "guid-1", environmentId: "dev" });
});
