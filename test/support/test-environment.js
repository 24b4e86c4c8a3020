/*
 * Jest's node environment, and a test file is done when the processes it started are gone. Its afterAll may
 * return while a child it stopped is still exiting (a provider's watchdog shell, a Terraform run), and a worker
 * that ends on one then misses Jest's 500 ms and is "force exited". So when a file's tests and hooks have all run
 * (circus's run_finish, which comes after every afterAll) this waits for the worker's descendant processes to
 * end, and fails the file, naming them, if some are still running after the wait: a process a test leaves
 * running is a leak that test should have closed.
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

class ChildrenExitEnvironment extends TestEnvironment {
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
  }
}

module.exports = ChildrenExitEnvironment;
