import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildRuntime, makeScaledProject } from "./generate-bench";
import { programCalling, PROGRAM_WITHOUT_SDK } from "./consumer-programs";
import { median, runChild, timeCommand } from "./measure";
import { writeTypedFloor } from "./typed-floor";

const ROOT = path.resolve(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const TSC = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");

export interface InstalledTypecheckFigures {
  n: number;
  /** Median ms of `tsc --noEmit` on each program; `lib` = declaration files checked (no skipLibCheck). */
  indexLib: number;
  deepLib: number;
  floorLib: number;
  emptyLib: number;
  indexSkip: number;
  deepSkip: number;
  floorSkip: number;
  emptySkip: number;
  /** How many declaration files the installed package's SDK has. */
  declarationFiles: number;
  /** Bytes of the typed floor (see typed-floor.ts) against those of the SDK's declaration files. */
  floorBytes: number;
  declarationBytes: number;
}

/** The built package (`npm run build`'s tsc) laid out as npm installs it: package.json and dist/ only. */
function install(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  fs.copyFileSync(path.join(from, "package.json"), path.join(to, "package.json"));
  fs.cpSync(path.join(from, "dist"), path.join(to, "dist"), { recursive: true });
}

/**
 * A consumer of an installed N-function package: the scaled ibm package generated and built as `npm pack` builds
 * it, copied with the built runtime into a consumer's node_modules (everything else linked from this
 * repository's), then a program that imports the package index and calls one function, type-checked strictly
 * from the installed declarations, against a program without the package; each with and without skipLibCheck.
 */
export function benchInstalledTypecheck(n: number, runs: number, log: (s: string) => void): InstalledTypecheckFigures {
  const project = makeScaledProject(n);
  const consumer = fs.mkdtempSync(path.join(os.tmpdir(), `tflookup-bench-consumer-${n}-`));
  try {
    log(`  installed n=${n}: generate, build the runtime and the package`);
    runChild(TSX, [path.join(__dirname, "child-generate.ts"), "full", project], project);
    buildRuntime();
    timeCommand(process.execPath, [TSC, "-p", path.join(project, "providers", "ibm", "tsconfig.json")], project);

    const modules = path.join(consumer, "node_modules");
    fs.mkdirSync(path.join(modules, "@tflookup"), { recursive: true });
    install(path.join(project, "providers", "ibm"), path.join(modules, "@tflookup", "ibm"));
    install(path.join(ROOT, "src", "runtime"), path.join(modules, "@tflookup", "runtime"));
    for (const e of fs.readdirSync(path.join(ROOT, "node_modules"))) {
      if (e === "@tflookup" || e.startsWith(".")) continue;
      fs.symlinkSync(path.join(ROOT, "node_modules", e), path.join(modules, e));
    }
    const sdk = path.join(modules, "@tflookup", "ibm", "dist", "pulumi");
    const declarations = fs.readdirSync(sdk, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".d.ts"));
    const declarationBytes = declarations.reduce((n, f) => n + fs.statSync(path.join(sdk, f)).size, 0);
    // Bench-only, beside the SDK so that the package's `./*` export resolves it like any function subpath.
    const floorBytes = writeTypedFloor(sdk, path.join(sdk, "typed-floor.d.ts"));

    const programs: Record<string, string> = {
      "index.ts": programCalling("@tflookup/ibm"),
      // The form the docs recommend for large providers: one function module.
      "deep.ts": programCalling("@tflookup/ibm/getAccount"),
      "floor.ts": programCalling("@tflookup/ibm/typed-floor"),
      "empty.ts": PROGRAM_WITHOUT_SDK,
    };
    for (const [f, body] of Object.entries(programs)) fs.writeFileSync(path.join(consumer, f), body);
    type Timed = Exclude<keyof InstalledTypecheckFigures, "n" | "declarationFiles" | "floorBytes" | "declarationBytes">;
    const cases: [Timed, string, boolean][] = [
      ["indexLib", "index.ts", false],
      ["deepLib", "deep.ts", false],
      ["floorLib", "floor.ts", false],
      ["emptyLib", "empty.ts", false],
      ["indexSkip", "index.ts", true],
      ["deepSkip", "deep.ts", true],
      ["floorSkip", "floor.ts", true],
      ["emptySkip", "empty.ts", true],
    ];
    const times = cases.map(() => [] as number[]);
    log(`  installed n=${n}: type-check ×${runs} each`);
    for (let i = 0; i < runs; i++) {
      cases.forEach(([, file, skip], k) => {
        const args = [
          TSC,
          "--noEmit",
          "--strict",
          "--target",
          "ES2022",
          "--module",
          "node16",
          "--moduleResolution",
          "node16",
          "--types",
          "node",
        ];
        if (skip) args.push("--skipLibCheck");
        times[k].push(timeCommand(process.execPath, [...args, file], consumer).ms);
      });
    }
    const figures = { n, declarationFiles: declarations.length, floorBytes, declarationBytes } as InstalledTypecheckFigures;
    cases.forEach(([key], k) => (figures[key] = median(times[k])));
    return figures;
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
    fs.rmSync(consumer, { recursive: true, force: true });
  }
}
