/**
 * The installer command's usage, as a user of the installed package reads it: named by the command they ran, and
 * complete without this repository's docs/ folder, which the package does not ship.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { INSTALL_COMMAND, installProvidersMain, installUsage } from "../../src/runtime/install/cli";
import { LIMIT_SETTINGS } from "../../src/runtime/install/limits";
import { REPO_ROOT } from "../support/project";

function memoryIo() {
  const io = { out: "", err: "" };
  return { io, sink: { out: (s: string) => (io.out += s), err: (s: string) => (io.err += s) } };
}

test("--help prints the usage for the installed command's name, exit 0; it points at nothing the package lacks", async () => {
  const { io, sink } = memoryIo();
  expect(await installProvidersMain(["--help"], sink)).toBe(0);
  expect(io).toEqual({ out: installUsage(INSTALL_COMMAND), err: "" });
  expect(io.out).toMatch(/^usage: tflookup-install-providers \[<package or provider source>…\]/);
  expect(io.out).not.toMatch(/npm run|docs\//);
  // Every limit a server is held to, with its variable and default, in the usage itself.
  for (const s of LIMIT_SETTINGS) expect(io.out).toMatch(new RegExp(`^  ${s.variable} +${s.means}, default \\S`, "m"));
  expect(io.out).toContain("  TFLOOKUP_INSTALL_MAX_DOWNLOAD      download limit, default 1.0 GiB\n");
});

test("wrong arguments: the message and the usage on stderr, exit 2", async () => {
  const { io, sink } = memoryIo();
  expect(await installProvidersMain(["--no-such-option"], sink)).toBe(2);
  expect(io.out).toBe("");
  expect(io.err).toMatch(/^install-providers: Unknown option '--no-such-option'/);
  expect(io.err).toContain(installUsage(INSTALL_COMMAND));
});

test("the checkout's npm script prints the same usage under its own name", () => {
  const r = spawnSync(process.execPath, ["-r", "tsx/cjs", join(REPO_ROOT, "scripts", "install-providers.ts"), "--help"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
  expect(r.stdout).toBe(installUsage("npm run install-providers --"));
});
