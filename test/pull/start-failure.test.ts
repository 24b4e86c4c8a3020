import { chmodSync, mkdirSync, writeFileSync } from "fs";
import * as path from "path";
import { writeCliConfig } from "../../src/runtime/terraform-cli";
import type { ProviderTarget } from "../../src/tfgen/project/cdktf-config";
import { pullSchema } from "../../src/tfgen/pull/pull";
import { REGISTRY_HOST, unpackedExecutable } from "../standin/mirror";
import { makeTempDir, removeDir } from "../support/project";
import { requireTerraform } from "../upgrade/support";

/*
 * A provider that fails to start says why on stderr, in colour. Whichever way the schema is pulled, the error
 * leads with those words, without the escape codes, before Terraform's or the engine's own account.
 */

const BROKEN = { namespace: "acme", type: "broken", version: "1.0.0" };
const target: ProviderTarget = {
  source: "acme/broken",
  namespace: "acme",
  type: "broken",
  version: "1.0.0",
  registryKey: `${REGISTRY_HOST}/acme/broken`,
};

let work: string;
let cliConfigFile: string;
beforeAll(() => {
  requireTerraform();
  work = makeTempDir("start-failure");
  const executable = unpackedExecutable(path.join(work, "mirror"), BROKEN);
  mkdirSync(path.dirname(executable), { recursive: true });
  writeFileSync(
    executable,
    "#!/bin/sh\n" +
      "printf '\\033[31mError:\\033[0m cannot load libacme.so.3: no such file\\n' >&2\n" +
      "printf '\\033[1mnot a handshake\\033[0m\\n'\n" +
      "exit 1\n",
  );
  chmodSync(executable, 0o755);
  const address = `${REGISTRY_HOST}/acme/broken`;
  cliConfigFile = writeCliConfig(path.join(work, "terraform.rc"), {
    filesystemMirrors: [{ path: path.join(work, "mirror"), include: [address] }],
    direct: { exclude: [address] },
  });
});
afterAll(() => removeDir(work));

for (const via of ["the provider itself", "terraform"] as const) {
  test(`the provider's own stderr comes first, without escape codes (${via})`, async () => {
    const err = await pullSchema(target, {
      cliConfig: { file: cliConfigFile, origin: "--cli-config" },
      cacheDir: path.join(work, `cache-${via.length}`),
      binary: via === "terraform" ? "terraform" : undefined,
    }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const message = err!.message;
    expect(message).toMatch(
      /^acme\/broken@1\.0\.0: .* failed\.\n {2}The provider said on stderr[^\n]*:\n {4}Error: cannot load libacme\.so\.3/,
    );
    expect(message).not.toContain("\u001b");
    if (via === "terraform") expect(message).toContain("Terraform said");
  });
}
