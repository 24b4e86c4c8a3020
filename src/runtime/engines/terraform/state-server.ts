/**
 * Terraform's state for lookups, held in memory: an HTTP backend on 127.0.0.1 that Terraform reaches through
 * TF_HTTP_ADDRESS. State holds every value a data source returned (secrets included), so it must never touch
 * the disk; and because the address is not part of the backend's configuration hash, each run can get its
 * own path without Terraform asking for a new `init`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseJsonExact } from "../../shared/numbers";

export interface StateSlot {
  /** Value for TF_HTTP_ADDRESS. */
  address: string;
  /** The last state Terraform stored here, parsed; undefined until it stores one. */
  state(): StateFile | undefined;
  /** Forgets the state; later requests for this path get 404. */
  release(): void;
}

export interface StateFile {
  version: number;
  outputs?: Record<string, { value: unknown; type?: unknown; sensitive?: boolean }>;
  [key: string]: unknown;
}

/** Refuses bodies past this size: a lookup's state is kilobytes, anything near this is not Terraform. */
const MAX_BODY = 256 * 1024 * 1024;

export class StateServer {
  private server?: Server;
  private starting?: Promise<string>;
  private readonly slots = new Map<string, Buffer | undefined>();
  private users = 0;

  /**
   * A fresh path with an unguessable name. Other local users can reach 127.0.0.1 too; the random path is what
   * keeps them from reading or planting state.
   */
  async open(): Promise<StateSlot> {
    const base = await this.start();
    const path = `/${randomBytes(24).toString("hex")}`;
    this.slots.set(path, undefined);
    this.users++;
    let released = false;
    return {
      address: `${base}${path}`,
      state: () => {
        const body = this.slots.get(path);
        // Numbers exact: a 64-bit ID in a result must not come back rounded.
        return body ? (parseJsonExact(body.toString("utf8")) as StateFile) : undefined;
      },
      release: () => {
        if (released) return;
        released = true;
        this.slots.delete(path);
        if (--this.users === 0) this.stop();
      },
    };
  }

  private start(): Promise<string> {
    if (!this.starting) {
      this.starting = new Promise((resolve, reject) => {
        const server = createServer((req, res) => this.handle(req, res));
        server.on("error", reject);
        server.listen(0, "127.0.0.1", () => {
          // Only live runs hold the process open.
          server.unref();
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        });
        this.server = server;
      });
    }
    return this.starting;
  }

  private stop(): void {
    const server = this.server;
    this.server = undefined;
    this.starting = undefined;
    server?.close();
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? "/").split("?")[0];
    const reply = (status: number, body?: Buffer) => {
      res.writeHead(status, body ? { "content-type": "application/json", "content-length": body.length } : { "content-length": 0 });
      res.end(body);
    };
    if (!this.slots.has(path)) {
      req.resume();
      return reply(404);
    }
    switch (req.method) {
      case "GET": {
        const body = this.slots.get(path);
        return body ? reply(200, body) : reply(404);
      }
      case "POST":
      case "PUT": {
        const chunks: Buffer[] = [];
        let size = 0;
        req.on("data", (c: Buffer) => {
          size += c.length;
          if (size > MAX_BODY) req.destroy();
          else chunks.push(c);
        });
        req.on("end", () => {
          if (this.slots.has(path)) this.slots.set(path, Buffer.concat(chunks));
          reply(200);
        });
        return;
      }
      case "DELETE":
        if (this.slots.has(path)) this.slots.set(path, undefined);
        return reply(200);
      default:
        req.resume();
        return reply(405);
    }
  }
}

/** One server per process is enough: paths keep runs apart. */
export const sharedStateServer = new StateServer();
