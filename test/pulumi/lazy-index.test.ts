import { spawnSync } from "child_process";
import * as path from "path";
import { PACKAGES, REPO_ROOT } from "./support/spec";

/*
 * Importing a package must not load its function modules, its Provider or config, nor @pulumi/pulumi (half a
 * second on its own); touching one function loads that function's module and nothing of the others. Checked
 * in a fresh Node process through its real require.cache, with tsx compiling the sources on the fly.
 */

const TSX_CJS = require.resolve("tsx/cjs");

interface Probe {
  afterImport: string[];
  afterUse: string[];
  exported: string[];
}

function probe(type: string, use: string): Probe {
  const script = `
    const rel = () => Object.keys(require.cache).map((k) => require("path").relative(${JSON.stringify(REPO_ROOT)}, k)).sort();
    const sdk = require(${JSON.stringify(path.join(REPO_ROOT, "providers", type, "pulumi"))});
    const afterImport = rel();
    const exported = Object.keys(sdk).sort();
    void sdk[${JSON.stringify(use)}];
    process.stdout.write(JSON.stringify({ afterImport, afterUse: rel(), exported }));
  `;
  const r = spawnSync(process.execPath, ["--require", TSX_CJS, "-e", script], { cwd: REPO_ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`probe failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as Probe;
}

const sdkFile = (type: string, rel: string) => path.join("providers", type, "pulumi", rel);

for (const type of PACKAGES) {
  test(`${type}: importing the index loads only the index and the lazy helper`, () => {
    const fn = type === "ibm" ? "getAccount" : "getFlavor";
    const p = probe(type, fn);
    const ours = p.afterImport.filter((f) => !f.startsWith("node_modules"));
    expect(ours).toEqual([sdkFile(type, "index.ts"), path.join("src", "runtime", "invoke", "lazy.ts")]);
    expect(p.afterImport.some((f) => f.includes("@pulumi"))).toBe(false);

    // Everything is still exported (as getters) …
    expect(p.exported).toEqual(expect.arrayContaining([fn, `${fn}Output`, "Provider", "config"]));
    // … and using one function loads its module, not the other functions, the Provider or config.
    const loaded = p.afterUse.filter((f) => f.startsWith(sdkFile(type, "")));
    expect(loaded).toContain(sdkFile(type, `${fn}.ts`));
    const others = loaded.filter((f) => /\/get[A-Z][^/]*\.ts$/.test(f) && f !== sdkFile(type, `${fn}.ts`));
    expect(others).toEqual([]);
    expect(loaded).not.toContain(sdkFile(type, "provider.ts"));
    expect(loaded).not.toContain(sdkFile(type, "config/vars.ts"));
  });
}
