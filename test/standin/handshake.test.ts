/**
 * The stand-in program as a process: go-plugin handshake, automatic mutual TLS and
 * the controller's Shutdown, seen from a Node gRPC client playing Terraform's part.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import "./program/reflect-metadata-shim";
import * as x509 from "@peculiar/x509";
import { buildStandin, REPO_ROOT } from "./build";
import { startChild } from "../support/project";
import { loadServiceDefinitions, MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE } from "./program/plugin-server";

import { createTlsIdentity, type TlsIdentity } from "./program/tls-identity";

const args = (cloud = join(REPO_ROOT, "test", "fixtures", "cloud", "ibm.json")): string[] => [
  "--schema",
  join(REPO_ROOT, "schemas", "ibm.json"),
  "--cloud",
  cloud,
  "--overrides",
  join(REPO_ROOT, "overrides", "ibm.json"),
];

interface Started {
  child: ChildProcess;
  line: string;
}

let bundle: string;
let client: TlsIdentity;
const children: ChildProcess[] = [];

beforeAll(async () => {
  bundle = await buildStandin();
  // Terraform's side of AutoMTLS is a certificate of its own; ours does for the test.
  client = await createTlsIdentity();
});

afterAll(() => {
  // SIGTERM lets the stand-in remove its socket directory on the way out.
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
});

function start(extraArgs: string[] = [], env: NodeJS.ProcessEnv = {}, argv = args()): Promise<Started> {
  const child = spawn(process.execPath, [bundle, ...argv, ...extraArgs], {
    env: { PATH: process.env.PATH, [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE, PLUGIN_CLIENT_CERT: client.certificatePem, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve({ child, line: out.slice(0, out.indexOf("\n")) });
    });
    child.on("exit", (code) => reject(new Error(`stand-in exited with ${code} before the handshake: ${err}`)));
  });
}

function certificateFromHandshake(encoded: string): x509.X509Certificate {
  return new x509.X509Certificate(Buffer.from(encoded, "base64"));
}

type ControllerClient = grpc.Client & {
  Shutdown(request: object, options: grpc.CallOptions, callback: (err: grpc.ServiceError | null) => void): void;
};

function controllerClient(line: string, identity: TlsIdentity): ControllerClient {
  const [, , network, address, , cert] = line.split("|");
  const Controller = grpc.makeGenericClientConstructor(loadServiceDefinitions(5).controller, "GRPCController");
  const serverPem = certificateFromHandshake(cert).toString("pem");
  const credentials = grpc.credentials.createSsl(
    Buffer.from(serverPem),
    Buffer.from(identity.privateKeyPem),
    Buffer.from(identity.certificatePem),
  );
  const target = network === "unix" ? `unix:${address}` : address;
  // go-plugin's client checks the server as "localhost" whatever the socket is.
  return new Controller(target, credentials, { "grpc.ssl_target_name_override": "localhost" }) as unknown as ControllerClient;
}

function shutdown(client: ControllerClient): Promise<void> {
  return new Promise((resolve, reject) => client.Shutdown({}, { deadline: Date.now() + 5000 }, (err) => (err ? reject(err) : resolve())));
}

describe("stand-in plugin process", () => {
  it("refuses to run without Terraform's magic cookie, saying why on stderr", async () => {
    const { code, stdout, stderr } = await startChild(process.execPath, [bundle, ...args()], { env: { PATH: process.env.PATH } }).done;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/Terraform plugin.*magic cookie/);
  });

  it("prints exactly the handshake line first, with a raw-base64 EC P-256 certificate for localhost", async () => {
    const { child, line } = await start();
    expect(line).toMatch(/^1\|5\|unix\|\/[^|]+\|grpc\|[A-Za-z0-9+/]+$/);
    const certificate = certificateFromHandshake(line.split("|")[5]);
    expect(certificate.publicKey.algorithm).toMatchObject({ name: "ECDSA", namedCurve: "P-256" });
    const san = certificate.getExtension(x509.SubjectAlternativeNameExtension);
    expect(san?.names.items.map((n) => n.value)).toContain("localhost");

    // Shutdown is what lets Terraform move on at once instead of waiting 2 s to kill the process.
    const started = Date.now();
    const exited = once(child, "exit");
    const controller = controllerClient(line, client);
    await shutdown(controller);
    const [code] = await exited;
    controller.close();
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("trusts only the client certificate Terraform announced", async () => {
    const { line } = await start();
    const stranger = await createTlsIdentity();
    const controller = controllerClient(line, stranger);
    await expect(shutdown(controller)).rejects.toThrow();
    controller.close();
  });

  it("also listens on loopback TCP, and survives SIGINT (Terraform sends StopProvider instead)", async () => {
    const { child, line } = await start(["--network", "tcp", "--protocol", "6"]);
    expect(line).toMatch(/^1\|6\|tcp\|127\.0\.0\.1:\d+\|grpc\|/);
    child.kill("SIGINT");
    await new Promise((r) => setTimeout(r, 200));
    expect(child.exitCode).toBeNull();
    const exited = once(child, "exit");
    const controller = controllerClient(line, client);
    await shutdown(controller);
    await exited;
    controller.close();
  });

  it("fails at startup, on stderr, when the fixture cloud does not fit the schema", async () => {
    const dir = mkdtempSync(join(tmpdir(), "standin-bad-fixture-"));
    try {
      const cloud = join(dir, "cloud.json");
      writeFileSync(cloud, JSON.stringify({ dataSources: { ibm_account: [{ org_guid: 42, colour: "red" }] } }));
      await expect(start([], {}, args(cloud))).rejects.toThrow(
        /ibm_account\[0\]\.org_guid: expected string[\s\S]*colour: unknown attribute/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves protocol 5 by default and refuses a client that cannot speak it", async () => {
    await expect(start([], { PLUGIN_PROTOCOL_VERSIONS: "6" })).rejects.toThrow(/speaks only 5/);
  });

  it("serves protocol 6 when asked, and refuses a client that cannot speak that", async () => {
    await expect(start(["--protocol", "6"], { PLUGIN_PROTOCOL_VERSIONS: "5" })).rejects.toThrow(/speaks only 6/);
  });
});
