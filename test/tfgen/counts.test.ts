import { countLabel, describeCountChange, describeCounts, selectedCounts } from "../../src/tfgen/model/counts";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";

const none = { dataSources: 0, ephemeralResources: 0, providerFunctions: 0 };

test.each([
  ["data sources only", { ...none, dataSources: 9 }, "9 data sources"],
  [
    "one of each",
    { dataSources: 1, ephemeralResources: 1, providerFunctions: 1 },
    "1 data source, 1 ephemeral resource, 1 provider function",
  ],
  ["no data source, functions only", { ...none, providerFunctions: 7 }, "0 data sources, 7 provider functions"],
  ["nothing", none, "0 data sources"],
])("describeCounts: %s", (_, counts, text) => {
  expect(describeCounts(counts)).toBe(text);
});

test.each([
  ["data sources only", { ...none, dataSources: 9 }, { ...none, dataSources: 10 }, "data sources 9 → 10"],
  ["a kind that went away is still shown", { ...none, providerFunctions: 1 }, none, "data sources 0 → 0, provider functions 1 → 0"],
  ["a kind that came", none, { ...none, ephemeralResources: 2 }, "data sources 0 → 0, ephemeral resources 0 → 2"],
])("describeCountChange: %s", (_, before, after, text) => {
  expect(describeCountChange(before, after)).toBe(text);
});

test("countLabel says one in the singular", () => {
  expect([countLabel("dataSources", 1), countLabel("ephemeralResources", 2), countLabel("providerFunctions", 0)]).toEqual([
    "1 data source",
    "2 ephemeral resources",
    "0 provider functions",
  ]);
});

test("selectedCounts applies include/exclude to each kind by its own names", () => {
  const block = { block: {} };
  const fn = { return_type: "string" };
  const schema = {
    provider: block,
    resource_schemas: { x_res: block },
    data_source_schemas: { x_a: block, x_b: block },
    ephemeral_resource_schemas: { x_token: block },
    functions: { parse: fn, old_parse: fn },
  } as unknown as ProviderSchemaJson;
  expect(selectedCounts(schema, {})).toEqual({ dataSources: 2, ephemeralResources: 1, providerFunctions: 2 });
  expect(selectedCounts(schema, { exclude: ["old_*", "x_b"] })).toEqual({ dataSources: 1, ephemeralResources: 1, providerFunctions: 1 });
  expect(selectedCounts(schema, { include: ["x_*"] })).toEqual({ dataSources: 2, ephemeralResources: 1, providerFunctions: 0 });
});
