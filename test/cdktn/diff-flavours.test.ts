/**
 * `upgrade` and `diff-schemas` give one CDKTF-side verdict per change, and it must hold for both flavours of the
 * bindings. Here the next-release fixture (edgecenter 0.12.10 → 0.13.0, one change of each kind) is diffed as
 * upgrade diffs it, both schemas are generated in both flavours and compiled, and each flavour's public API
 * before and after is compared: the API change is the same in both, and a data source (or the provider) has a
 * change classified breaking for CDKTF exactly where its API lost or changed something.
 */
import * as fs from "fs";
import * as path from "path";
import { CORE_LIBRARIES, type CoreLibrary } from "../../src/tfgen/project/core-library";
import { diffSchemas } from "../../src/tfgen/diff/diff-schemas";
import type { DiffResult } from "../../src/tfgen/diff/diff-schemas";
import { loadProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";
import { NEXT_SCHEMA, NEXT_VERSION } from "../upgrade/support";
import { makeTempDir, REPO_ROOT, removeDir } from "../support/project";
import { apiSurface, compile, generateFlavours, surfaceDelta, writeFlavourProject } from "./support";

let work: string;
let diff: DiffResult;
const deltas = new Map<CoreLibrary, string[]>();

beforeAll(() => {
  work = makeTempDir("diff-flavours");
  const target = readProjectConfig(REPO_ROOT).providers.find((p) => p.type === "edgecenter")!;
  const inputs = loadProviderInputs(REPO_ROOT, target);
  const next = JSON.parse(fs.readFileSync(NEXT_SCHEMA, "utf8")).provider_schemas[target.registryKey] as ProviderSchemaJson;
  diff = diffSchemas({
    target,
    from: { version: target.version, sha256: inputs.pinned.sha256, schema: inputs.pinned.schema },
    to: { version: NEXT_VERSION, sha256: "next", schema: next },
    overrides: inputs.overrides,
    overridesFile: inputs.overridesFile,
    keepNames: true,
  });
  const before = generateFlavours(target, inputs.pinned.schema, inputs.overrides);
  const after = generateFlavours({ ...target, version: NEXT_VERSION }, next, diff.overrides);
  for (const library of CORE_LIBRARIES) {
    const dir = path.join(work, library);
    writeFlavourProject(dir, library, { before: before[library], after: after[library] });
    const { program, diagnostics } = compile(dir);
    expect(diagnostics).toEqual([]);
    const surface = apiSurface(program, dir);
    const side = (s: string) =>
      new Map([...surface].filter(([k]) => k.startsWith(s + path.sep)).map(([k, v]) => [k.slice(s.length + 1), v]));
    deltas.set(library, surfaceDelta(side("before"), side("after")));
  }
});

afterAll(() => removeDir(work));

/** The bindings folder a change lands in: its data source's, or the provider's for config variables. */
const folderOf = (tfType: string | undefined) => (tfType ? `data-${tfType.replace(/_/g, "-")}` : "provider");

/**
 * Does this part of the delta break existing code? Anything removed or changed does; an addition does only
 * when it is a required member of a config struct that existed before (callers do not pass it).
 */
function breaks(lines: string[]): boolean {
  const added = new Set(lines.filter((l) => /^\+ \S+ \w+: /.test(l)).map((l) => l.split(": ")[0].slice(2)));
  return lines.some((l) => {
    if (l.startsWith("- ") || l.startsWith("~ ")) return true;
    const m = /^\+ (\S+ \w+Config)\.\w+: /.exec(l);
    return m !== null && !added.has(m[1]);
  });
}

test("the fixture's changes are classified, some breaking for CDKTF and some not", () => {
  const verdicts = new Set(diff.report.changes.map((c) => c.cdktf));
  expect(verdicts).toEqual(new Set(["breaking", "non-breaking"]));
});

test("the API change from 0.12.10 to 0.13.0 is the same in the CDKTF and the CDK Terrain bindings", () => {
  expect(deltas.get("cdktf")!.length).toBeGreaterThan(5);
  expect(deltas.get("cdktn")).toEqual(deltas.get("cdktf"));
});

describe.each(CORE_LIBRARIES)("%s bindings", (library) => {
  const folders = () => {
    const all = new Set([...deltas.get(library)!.map((l) => l.split(" ")[1].split(path.sep)[0])]);
    for (const c of diff.report.changes) all.add(folderOf(c.tfType));
    return [...all].filter((f) => f !== "index.ts" && f !== "lazy-index.ts").sort();
  };

  test("a folder has a change classified breaking for CDKTF exactly where its compiled API breaks", () => {
    const rows = folders().map((folder) => {
      const lines = deltas.get(library)!.filter((l) => l.split(" ")[1].startsWith(folder + path.sep));
      const classified = diff.report.changes.filter((c) => folderOf(c.tfType) === folder && c.cdktf === "breaking").map((c) => c.kind);
      return { folder, classifiedBreaking: classified.length > 0, apiBreaks: breaks(lines), kinds: classified, lines };
    });
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows)
      expect({ folder: r.folder, verdict: r.classifiedBreaking, kinds: r.kinds, lines: r.lines }).toEqual({
        folder: r.folder,
        verdict: r.apiBreaks,
        kinds: r.kinds,
        lines: r.lines,
      });
  });
});
