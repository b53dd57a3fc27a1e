// Keeps one process of the stack running (docs/decisions/2901-the-launcher-supervises.md): when it exits without
// being asked to, the reason is logged and it is started again after a back-off of 1 s doubling to 30 s; a minute
// up resets the back-off. After `limit` restarts in a row that did not stay up a minute it gives up and says so
// (`onGiveUp`), naming the process and its last log lines. CommonJS: used by scripts/stack.cjs and start.mjs.

const DEFAULTS = { initialMs: 1000, maxMs: 30_000, healthyMs: 60_000, limit: 8 };

/** "exit code 1", "killed by SIGKILL". */
function describeExit({ code, signal }) {
  if (signal) return `killed by ${signal}`;
  return `exit code ${code}`;
}

/** The delay before restart number `n` (1-based): 1 s, 2 s, 4 s … at most 30 s. */
function backoffMs(n, { initialMs, maxMs } = DEFAULTS) {
  return Math.min(initialMs * 2 ** (n - 1), maxMs);
}

/**
 * `start()` starts the process and resolves once it is healthy, with `{ pid, ended, stop, tail }`: `ended`
 * resolves `{ code, signal }` when it ends, `stop()` ends it on purpose, `tail` holds its last log lines.
 * `initial` is an instance already started. Resolves the supervisor: `current` (the instance now), `restarts`,
 * `stop()`.
 */
async function supervise({ name, start, initial, log = console.log, onGiveUp = () => {}, ...options }) {
  const { initialMs, maxMs, healthyMs, limit } = { ...DEFAULTS, ...options };
  let current = initial ?? (await start());
  let startedAt = Date.now();
  let stopping = false;
  let failures = 0;
  let restarts = 0;
  let wake;
  let timer;
  const sleep = (ms) =>
    new Promise((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const watch = async () => {
    while (!stopping) {
      const exit = await current.ended;
      if (stopping) return;
      if (Date.now() - startedAt >= healthyMs) failures = 0;
      failures++;
      const reason = exit.startError ?? describeExit(exit);
      if (failures > limit) {
        stopping = true;
        onGiveUp({ name, reason, restarts, tail: current.tail });
        return;
      }
      const delay = backoffMs(failures, { initialMs, maxMs });
      log(`› ${name} stopped (${reason}); starting it again in ${delay / 1000} s`);
      await sleep(delay);
      if (stopping) return;
      restarts++;
      try {
        current = await start();
        startedAt = Date.now();
        log(`› ${name} is running again (pid ${current.pid})`);
      } catch (err) {
        const message = String(err?.message ?? err);
        const lines = message.split('\n');
        current = {
          pid: undefined,
          ended: Promise.resolve({ startError: `did not start: ${lines[0]}` }),
          stop: async () => {},
          tail: lines.slice(1),
        };
        startedAt = Date.now();
      }
    }
  };
  void watch();

  return {
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      wake?.();
      await current.stop();
    },
  };
}

/** The message for a crash loop: which process, why it last stopped, and what it said last. */
function crashLoopMessage({ name, reason, restarts, tail }) {
  const lines = tail.slice(-20);
  return [
    `› ${name} keeps stopping (${reason}; ${restarts} restarts, none stayed up a minute). Stopping Founder Journal.`,
    ...(lines.length ? [`  Its last log lines:`, ...lines.map((l) => `    ${l}`)] : []),
  ].join('\n');
}

exports.supervise = supervise;
exports.backoffMs = backoffMs;
exports.describeExit = describeExit;
exports.crashLoopMessage = crashLoopMessage;
exports.SUPERVISOR_DEFAULTS = DEFAULTS;
