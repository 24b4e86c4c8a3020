/*
 * Jest's node environment, and a test file is done when the processes it started are gone and nothing it opened
 * keeps the worker alive. Its afterAll may return while a child it stopped is still exiting (a provider's watchdog
 * shell, a Terraform run), or a pipe is still draining. So when a file's tests and hooks have all run (circus's
 * run_finish, which comes after every afterAll) this waits for the worker's descendant processes to end and for the
 * resources keeping its event loop alive (timers, sockets, pipes, child processes, worker threads) to be back to
 * what they were when the file started, and fails the file, naming what is left, after the wait: what a test
 * leaves running is a leak that test should have closed. The check is per file and waits as long on a loaded
 * machine as on an idle one, where Jest's own sign of a leak (a worker that takes more than 500 ms to exit when
 * the run ends) also fires when the machine is only slow.
 */
const { readdirSync, readFileSync } = require("node:fs");
const { TestEnvironment } = require("jest-environment-node");

// TEST_CHILDREN_WAIT_MS: shorter for the test of this environment itself (test/ci/test-environment.test.ts).
const WAIT_MS = Number(process.env.TEST_CHILDREN_WAIT_MS ?? 15_000);

/**
 * esbuild's service (tsx compiling a program in this process) lives as long as the process that loaded it and
 * ends when that process does (its standard input closes); it is no test's to close.
 */
const OWNED_BY_THE_PROCESS = /\/esbuild --service=/;

/** Pids of `pid`'s descendants (Linux /proc; elsewhere none are known and nothing is waited for). */
function descendants(pid) {
  let tasks;
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((t) => {
    try {
      return readFileSync(`/proc/${pid}/task/${t}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return children.flatMap((c) => [c, ...descendants(c)]);
}

/** A zombie has exited; only its parent's wait is missing, which Node does when it gets to it. */
function running(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ").slice(0, 200);
  } catch {
    return "(gone)";
  }
}

/**
 * How many of each kind of resource keep this process's event loop alive (timers, sockets, pipes, child processes,
 * worker threads...), less the process's own standard streams and its channel to Jest: those are no test's, and the
 * first write to one creates it.
 */
function heldResources() {
  const counts = new Map();
  // Timers are counted by the environment itself (see setup): Jest's own come and go while a file runs.
  for (const kind of process.getActiveResourcesInfo())
    if (kind !== "Timeout" && kind !== "Immediate") counts.set(kind, (counts.get(kind) ?? 0) + 1);
  for (const h of process._getActiveHandles()) {
    const fd = h.fd ?? h._handle?.fd;
    const own = h === process.channel || (typeof fd === "number" && (fd <= 2 || fd === process.channel?.fd));
    const wrap = h._handle ?? h;
    if (!own || (typeof wrap.hasRef === "function" && !wrap.hasRef())) continue;
    const kind = `${wrap.constructor.name}Wrap`;
    if (counts.get(kind) > 0) counts.set(kind, counts.get(kind) - 1);
  }
  return counts;
}

/** The resources in `now` beyond those in `before`, as "2 × Timeout" phrases. */
function beyond(before, now) {
  return [...now].filter(([kind, n]) => n > (before.get(kind) ?? 0)).map(([kind, n]) => `${n - (before.get(kind) ?? 0)} × ${kind}`);
}

class ChildrenExitEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async setup() {
    await super.setup();
    this.resourcesAtStart = heldResources();
    // Every timer the file's code (tests and the modules they load) sets, to find those still pending at the end.
    this.timers = new Set();
    for (const name of ["setTimeout", "setInterval"]) {
      const original = this.global[name];
      this.global[name] = Object.assign((...args) => {
        const timer = original(...args);
        this.timers.add(timer);
        return timer;
      }, original);
    }
  }

  /** The file's timers still pending and keeping the event loop alive. */
  pendingTimers() {
    for (const t of this.timers) if (t._destroyed || !t.hasRef()) this.timers.delete(t);
    return this.timers.size;
  }

  async handleTestEvent(event, state) {
    if (event.name !== "run_finish") return;

    const left = () => descendants(process.pid).filter((p) => running(p) && !OWNED_BY_THE_PROCESS.test(commandLine(p)));
    for (const until = Date.now() + WAIT_MS; left().length > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
    const still = left();
    if (still.length > 0)
      state.unhandledErrors.push(
        new Error(
          `processes this test file started are still running ${WAIT_MS / 1000} s after its last test and hook ` +
            `(close them in afterAll):\n${still.map((p) => `  ${p}: ${commandLine(p)}`).join("\n")}`,
        ),
      );
    // Then what keeps the event loop alive: a timer, socket or pipe a file leaves behind keeps its worker from
    // exiting when Jest asks, and Jest force-exits a worker that takes over 500 ms. On a loaded machine some are
    // only late (a pipe whose process has just exited, a timer due soon), so they get the same wait.
    const extra = () => {
      const timers = this.pendingTimers();
      return [...(timers ? [`${timers} × Timeout`] : []), ...beyond(this.resourcesAtStart, heldResources())];
    };
    for (const until = Date.now() + WAIT_MS; extra().length > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
    const held = extra();
    if (held.length > 0)
      state.unhandledErrors.push(
        new Error(
          `this test file left ${held.join(", ")} keeping its worker alive ${WAIT_MS / 1000} s after its last test ` +
            "and hook (close or unref them in afterAll; NODE_OPTIONS=--trace-warnings or --detectOpenHandles help find them)",
        ),
      );
  }
}

module.exports = ChildrenExitEnvironment;
