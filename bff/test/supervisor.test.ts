import { spawn } from 'node:child_process';

const { supervise, backoffMs, crashLoopMessage } = require('../../scripts/supervisor.cjs');

// The launcher's supervisor (scripts/supervisor.cjs, decision 2901) with real child processes and short delays:
// it restarts what stops on its own, says why, backs off, and gives up on a crash loop naming the process.

/** A node process that prints a line and exits with `code` after `ms` (or runs until stopped). */
function fakeProcess(code: number, ms: number, line = 'starting') {
  const child = spawn(process.execPath, [
    '-e',
    `console.log(${JSON.stringify(line)}); setTimeout(() => process.exit(${code}), ${ms})`,
  ]);
  const tail: string[] = [];
  child.stdout.on('data', (d) => tail.push(...String(d).split('\n').filter(Boolean)));
  const ended = new Promise((resolve) => child.once('exit', (c, signal) => resolve({ code: c, signal })));
  return Promise.resolve({
    pid: child.pid,
    child,
    ended,
    tail,
    stop: async () => {
      child.kill('SIGTERM');
      await ended;
    },
  });
}

it('backs off 1 s doubling to 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

it('starts a process that stopped again, logging why, and stops it for good when asked', async () => {
  const log: string[] = [];
  let starts = 0;
  const supervisor = await supervise({
    name: 'core',
    start: () => fakeProcess(starts++ === 0 ? 3 : 0, starts === 1 ? 50 : 60_000),
    log: (line: string) => log.push(line),
    initialMs: 20,
  });
  const first = supervisor.current.pid;
  for (const started = Date.now(); supervisor.restarts < 1 && Date.now() - started < 5000;)
    await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
  expect(supervisor.current.pid).not.toBe(first);
  expect(log[0]).toBe('› core stopped (exit code 3); starting it again in 0.02 s');
  expect(log[1]).toMatch(/^› core is running again \(pid \d+\)$/);
  await supervisor.stop();
  await new Promise((r) => setTimeout(r, 100));
  expect(supervisor.restarts).toBe(1); // stopping on purpose is not a crash
});

it('gives up after a crash loop, naming the process, why it stopped and its last lines', async () => {
  const gaveUp = new Promise<{ name: string; reason: string; restarts: number; tail: string[] }>(
    (resolve) =>
      void supervise({
        name: 'social',
        start: () => fakeProcess(1, 10, 'Error: SOCIAL_TOKEN_KEY must be 64 hex characters'),
        log: () => {},
        onGiveUp: resolve,
        initialMs: 5,
        maxMs: 20,
        limit: 3,
      }),
  );
  const failure = await gaveUp;
  expect(failure).toMatchObject({ name: 'social', reason: 'exit code 1', restarts: 3 });
  expect(crashLoopMessage(failure)).toBe(
    [
      '› social keeps stopping (exit code 1; 3 restarts, none stayed up a minute). Stopping Founder Journal.',
      '  Its last log lines:',
      '    Error: SOCIAL_TOKEN_KEY must be 64 hex characters',
    ].join('\n'),
  );
});
