import { CLASSIFICATION } from "../../src/tfgen/diff/rules";
import { classifyChanges } from "../../src/tfgen/diff/report";
import type { ChangeKind, RawChange } from "../../src/tfgen/diff/types";

/*
 * The report's sentence for every kind of change, written out: the sentences are built from shared parts (a
 * noun per subject, a verb per change), and a part changed for one kind must not silently reword another.
 */

type Fields = Omit<RawChange, "kind">;
const FUNCTION: Fields = { function: "getThing" };
const FIELD: Fields = { function: "getThing", path: "region" };
const CONFIG: Fields = { path: "region" };

/** Sentences that name the kind of thing that changed. */
const NAMED: [ChangeKind, Fields, string][] = [
  ["function-added", FUNCTION, "New function `getThing`."],
  ["function-removed", FUNCTION, "Function `getThing` was removed."],
  ["function-deprecated", { ...FUNCTION, after: "Use getOther." }, "Function `getThing` is deprecated: Use getOther."],
  ["input-added", { ...FIELD, after: "string" }, "New optional argument `region` (string)."],
  ["input-added-required", { ...FIELD, after: "string" }, "New required argument `region` (string)."],
  ["input-removed", FIELD, "Argument `region` was removed."],
  ["input-became-required", FIELD, "Argument `region` is now required."],
  ["input-became-optional", FIELD, "Argument `region` is now optional."],
  ["output-added", { ...FIELD, after: "string" }, "New result field `region` (string)."],
  ["output-removed", FIELD, "Result field `region` was removed."],
  ["output-became-optional", FIELD, "Result field `region` may now be absent."],
  ["output-became-always-present", FIELD, "Result field `region` is now always present."],
  ["config-added", { ...CONFIG, after: "string" }, "New config variable `region` (string)."],
  ["config-added-required", { ...CONFIG, after: "string" }, "New config variable `region` (string), required upstream."],
  ["config-removed", CONFIG, "Config variable `region` was removed."],
  ["config-became-required", CONFIG, "Config variable `region` is now required upstream."],
  ["config-became-optional", CONFIG, "Config variable `region` is now optional upstream."],
  ["type-renamed", { ...FIELD, before: "Old", after: "New" }, "The type of `region` is now named `New` (was `Old`)."],
  [
    "output-id-made-up",
    { function: "getThing", path: "id" },
    "The data source no longer has an `id` attribute: the result's `id` is now always the empty string.",
  ],
  [
    "output-id-from-upstream",
    { function: "getThing", path: "id" },
    "The data source now has an `id` attribute: the result's `id` (until now the empty string) comes from the provider.",
  ],
  ["provider-function-added", { function: "parseId" }, "New provider function `parseId`."],
  ["provider-function-removed", { function: "parseId" }, "Provider function `parseId` was removed."],
  ["provider-function-deprecated", { function: "parseId", after: "Use parse." }, "Provider function `parseId` is deprecated: Use parse."],
  ["parameter-added", { function: "parseId", path: "zone", after: "zone: string" }, "New parameter `zone` (zone: string)."],
  ["parameter-removed", { function: "parseId", path: "zone" }, "Parameter `zone` was removed."],
  [
    "parameter-type-changed",
    { function: "parseId", path: "zone", before: "zone: string", after: "zone: number" },
    "Parameter `zone` changed from `zone: string` to `zone: number`.",
  ],
  [
    "variadic-changed",
    { function: "joinPath", before: "none", after: "segments: string" },
    "The variadic parameter changed from `none` to `segments: string`.",
  ],
  ["return-type-changed", { function: "sum", before: "number", after: "string" }, "The result changed type from `number` to `string`."],
];

/** Sentences told by the name alone, alike for arguments, result fields and config variables: by change, its subjects. */
const BY_NAME: [string, ("input" | "output" | "config")[], Partial<Fields>, string][] = [
  ["renamed", ["input", "output", "config"], { before: "old", after: "new" }, "Documented name changed from `old` to `new`."],
  [
    "name-kept",
    ["input", "output", "config"],
    { before: "area" },
    "`region` keeps its name through an alias; the naming rules would now give `area`.",
  ],
  [
    "type-changed",
    ["input", "output", "config"],
    { before: "number", after: "string" },
    "`region` changed type from `number` to `string`.",
  ],
  [
    "list-to-object",
    ["input", "output"],
    { before: "list‹A›", after: "A" },
    "`region` is now one object (max_items = 1): `list‹A›` → `A`.",
  ],
  ["object-to-list", ["input", "output"], { before: "A", after: "list‹A›" }, "`region` is now a list: `A` → `list‹A›`."],
  [
    "collection-changed",
    ["input", "output"],
    { before: "list‹string›", after: "set‹string›" },
    "`region` changed collection kind: `list‹string›` → `set‹string›`.",
  ],
  ["deprecated", ["input", "output", "config"], { after: "Use zone." }, "`region` is deprecated: Use zone."],
];

const SENTENCES: [ChangeKind, Fields, string][] = [
  ...NAMED,
  ...BY_NAME.flatMap(([change, subjects, fields, sentence]) =>
    subjects.map((s): [ChangeKind, Fields, string] => [
      `${s}-${change}` as ChangeKind,
      { ...(s === "config" ? CONFIG : FIELD), ...fields },
      sentence,
    ]),
  ),
];

test("every kind of change has its sentence written out here, once", () => {
  expect(SENTENCES.map(([kind]) => kind).sort()).toEqual(Object.keys(CLASSIFICATION).sort());
});

test.each(SENTENCES)("%s: %j is told as %j", (kind, fields, sentence) => {
  expect(classifyChanges([{ kind, ...fields }])[0].message).toBe(sentence);
});
