/** How long an idle moment is waited for once the delay has passed, at the most. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` once a screen's first paint is behind it: `delayMs` from now, then at an idle moment of the browser (at
 * most 2 s later). For work the first screen does not show — the install banner, the dialog engine — so it never
 * shares the phone's bandwidth or main thread with that screen (docs/decisions/3106). Returns a cancel.
 */
export function afterFirstScreen(task: () => void, delayMs: number, target: Window = window): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof target.requestIdleCallback === 'function')
      idle = target.requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) target.cancelIdleCallback(idle);
  };
}
