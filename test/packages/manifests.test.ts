/**
 * The workspace manifests against the root package.json and cdktf.json, without packing anything: the
 * consumer test proves the packages work once installed, these catch a drift the moment it is made.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as semver from "semver";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { REPO_ROOT } from "../support/project";

type Manifest = {
  name: string;
  version: string;
  private?: boolean;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  pulumi?: { resource: boolean; name: string; version: string };
  tflookup?: { upstream: { source: string; version: string } };
};
const read = (...p: string[]): Manifest => JSON.parse(readFileSync(join(REPO_ROOT, ...p, "package.json"), "utf8"));
const root = read();
const runtime = read("src", "runtime");
const providerDirs = readdirSync(join(REPO_ROOT, "providers"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

test("the root is a private workspace whose first member is the runtime (built before the packages that use it)", () => {
  expect(root.private).toBe(true);
  expect(root.workspaces).toEqual(["src/runtime", "providers/*"]);
});

test("every package has the project's version, and provider packages pin the runtime to it", () => {
  expect(runtime.version).toBe(root.version);
  for (const t of providerDirs) {
    const m = read("providers", t);
    expect([m.name, m.version, m.dependencies?.["@tflookup/runtime"]]).toEqual([m.name, root.version, root.version]);
  }
});

test("every range a package declares is met by the version this repository pins, so npm hoists one copy of each", () => {
  const pinned = { ...root.dependencies, ...root.devDependencies };
  for (const m of [runtime, ...providerDirs.map((t) => read("providers", t))]) {
    for (const [name, range] of Object.entries({ ...m.dependencies, ...m.peerDependencies })) {
      if (name === "@tflookup/runtime") continue;
      const installed =
        pinned[name] ?? (JSON.parse(readFileSync(join(REPO_ROOT, "node_modules", name, "package.json"), "utf8")) as Manifest).version;
      expect([m.name, name, range, semver.satisfies(installed, range)]).toEqual([m.name, name, range, true]);
    }
  }
});

test("each provider package names its plugin and upstream provider as cdktf.json pins it", () => {
  const targets = readProjectConfig(REPO_ROOT).providers;
  expect(providerDirs).toEqual(targets.map((t) => t.type).sort());
  for (const target of targets) {
    const m = read("providers", target.type);
    const metadata = JSON.parse(readFileSync(join(REPO_ROOT, "providers", target.type, "pulumi", "metadata.json"), "utf8"));
    expect(m.name).toBe(`@tflookup/${metadata.package}`);
    expect(m.pulumi).toEqual({ resource: true, name: metadata.package, version: target.version });
    expect(m.tflookup?.upstream).toMatchObject({ source: target.source, version: target.version });
  }
});
