import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

export interface CompileResult {
  errors: string[];
}

const MAX_ERRORS = 20;

/**
 * Type-checks generated folders with the project's compiler options before an upgrade commits them: a
 * schema the generators mishandle must fail the upgrade, not the next build. `dirs` must sit at the depth
 * of the real output folders (siblings of providers/<type>) so that relative imports into the project
 * resolve as they will after the swap, and node_modules is found by walking up from them.
 *
 * tsc runs as its own process: loaded into a host that instruments modules (jest), the compiler is
 * several times slower, and the upgrade process has no other use for it.
 */
export function typecheck(root: string, dirs: string[], workDir: string): CompileResult {
  // The build config is the one that compiles providers/ (it relaxes the unused-name checks for generated code).
  const base = ["tsconfig.build.json", "tsconfig.json"].map((f) => path.join(root, f)).find((f) => fs.existsSync(f));
  const config = {
    ...(base ? { extends: base } : {}),
    compilerOptions: {
      ...(base
        ? {}
        : { strict: true, target: "ES2022", module: "commonjs", moduleResolution: "node", esModuleInterop: true, resolveJsonModule: true }),
      noEmit: true,
      skipLibCheck: true,
      // Generated code may use Node's types only; test types (jest) are not its business.
      types: ["node"],
    },
    include: dirs.map((d) => path.join(d, "**", "*.ts")),
  };
  const configFile = path.join(workDir, "tsconfig.upgrade-check.json");
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  let tsc: string;
  try {
    tsc = require.resolve("typescript/lib/tsc.js", { paths: [root, __dirname] });
  } catch {
    throw new Error("cannot type-check the regenerated code: the typescript package is not installed (npm ci, or pass --no-compile)");
  }
  const r = spawnSync(process.execPath, [tsc, "-p", configFile, "--pretty", "false"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  if (r.status === 0) return { errors: [] };
  const lines = `${r.stdout}${r.stderr}`.split("\n").filter((l) => /error TS\d+/.test(l));
  return {
    errors: (lines.length ? lines : [`tsc exited with ${r.status}: ${(r.stdout + r.stderr).trim().slice(0, 2000)}`]).slice(0, MAX_ERRORS),
  };
}
