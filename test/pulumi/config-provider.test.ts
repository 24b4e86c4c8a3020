import * as pulumi from "@pulumi/pulumi";
import type { RuntimeMetadata } from "../../src/runtime/package-format/metadata";
import { configText, envList, loadSpec, PACKAGES, readJson, sample } from "./support/spec";
import { specTypeText } from "../support/spec-type";

/*
 * Config getters read `<pkg>:<name>` from stack config (with the upstream environment variables and the
 * documented default as fallbacks), and the Provider resource registers `pulumi:providers:<pkg>` with the
 * documented config names as inputs, the secret ones as secrets.
 */

interface Registered {
  type: string;
  name: string;
  inputs: Record<string, unknown>;
}
const registered: Registered[] = [];

beforeAll(() => {
  void pulumi.runtime.setMocks(
    {
      call: () => ({}),
      newResource: (args) => {
        registered.push({ type: args.type, name: args.name, inputs: args.inputs });
        return { id: `${args.name}-id`, state: args.inputs };
      },
    },
    "project",
    "stack",
    false,
  );
});

// The mock monitor hands secret inputs over in their wire form, which is how a test can see them.
const SECRET_SIG = "4dabf18193072939515e22adb298388d";
const SECRET_VALUE = "1b47061264138c4ac30d75fd1eb44270";
const secretOf = (v: unknown) => ({ [SECRET_SIG]: SECRET_VALUE, value: v });

const savedEnv = { ...process.env };
afterEach(() => {
  pulumi.runtime.setAllConfig({});
  process.env = { ...savedEnv };
});

for (const type of PACKAGES) {
  const spec = loadSpec(type);
  const metadata = readJson<RuntimeMetadata>(`providers/${type}/pulumi/metadata.json`);

  const sdk = () => require(`../../providers/${type}/pulumi`);
  const clearEnv = () => {
    for (const c of metadata.config) for (const e of c.env) delete process.env[e];
  };

  describe(`${type}: config`, () => {
    test("every documented variable has a getter, read from <pkg>:<name> with its documented type", () => {
      clearEnv();
      const values = Object.fromEntries(spec.config.map((c) => [c.name, sample(spec, c.type, `cfg.${c.name}`)]));
      pulumi.runtime.setAllConfig(Object.fromEntries(spec.config.map((c) => [`${spec.pkg}:${c.name}`, configText(values[c.name])])));
      const config = sdk().config;
      for (const c of spec.config) expect([c.name, config[c.name]]).toEqual([c.name, values[c.name]]);
      expect(Object.keys(config).sort()).toEqual(spec.config.map((c) => c.name).sort());
    });

    test("a variable under another namespace or another name is not read", () => {
      clearEnv();
      const c = spec.config.find((x) => x.type === "string" && x.default === undefined)!;
      pulumi.runtime.setAllConfig({ [`other:${c.name}`]: "x", [`${spec.pkg}:${c.upstream}`]: "y" });
      expect(sdk().config[c.name]).toBeUndefined();
    });

    test("unset variables fall back to the upstream environment variables, then to the documented default", () => {
      clearEnv();
      for (const c of metadata.config) {
        if (c.env.length === 0) continue;
        const value = sample(spec, specTypeText(c.type), `env.${c.name}`);
        // The last listed variable only: the getter must look past the unset earlier ones.
        process.env[c.env[c.env.length - 1]] = configText(value);
        expect([c.name, sdk().config[c.name]]).toEqual([c.name, value]);
        // Stack config wins over the environment.
        const configured = typeof value === "boolean" ? !value : typeof value === "number" ? value + 1 : `${String(value)}-stack`;
        pulumi.runtime.setAllConfig({ [`${spec.pkg}:${c.name}`]: configText(configured) });
        expect([c.name, sdk().config[c.name]]).toEqual([c.name, configured]);
        pulumi.runtime.setAllConfig({});
      }
      clearEnv();
      for (const c of spec.config) {
        expect([c.name, sdk().config[c.name]]).toEqual([c.name, c.default]);
      }
    });

    test("the spec's environment variables are the ones the getters read", () => {
      for (const c of spec.config) {
        const m = metadata.config.find((x) => x.name === c.name)!;
        for (const e of envList(c)) expect(m.env).toContain(e);
      }
    });
  });

  describe(`${type}: Provider`, () => {
    test("registers pulumi:providers:<pkg> with the documented config names, secret ones as secrets", async () => {
      registered.length = 0;
      const args = Object.fromEntries(spec.config.map((c) => [c.name, sample(spec, c.type, `p.${c.name}`)]));
      const { Provider } = sdk();
      const p = new Provider("explicit", args);
      await new Promise((resolve) => p.urn.apply(resolve));
      expect(registered).toHaveLength(1);
      expect(registered[0].type).toBe(`pulumi:providers:${spec.pkg}`);
      expect(registered[0].name).toBe("explicit");
      expect(Object.keys(registered[0].inputs).sort()).toEqual(spec.config.map((c) => c.name).sort());
      const secret = new Set(metadata.config.filter((c) => c.secret).map((c) => c.name));
      for (const c of spec.config) if (c.secret) expect(secret).toContain(c.name);
      for (const c of spec.config) {
        expect([c.name, registered[0].inputs[c.name]]).toEqual([c.name, secret.has(c.name) ? secretOf(args[c.name]) : args[c.name]]);
      }
      expect(Provider.isInstance(p)).toBe(true);
      expect(Provider.isInstance({ __pulumiType: "pulumi:providers:other" })).toBe(false);
    });

    test("unset arguments are not sent", async () => {
      registered.length = 0;
      const { Provider } = sdk();
      const p = new Provider("bare");
      await new Promise((resolve) => p.urn.apply(resolve));
      expect(registered[0].inputs).toEqual({});
    });
  });
}
