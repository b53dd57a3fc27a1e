// What a test run's output says failed (scripts/test.mjs prints it again at the end).
/**
 * The lines of a run's output that name a failure: jest's "● suite › test" headings (its console blocks aside),
 * Playwright's "✘" lines, node:test's "✖" lines, TypeScript errors and turbo's failed tasks; each once, in order.
 */
export function failureLines(text) {
  const found = [];
  for (const line of text.split('\n')) {
    const body = line.replace(/^\S+:(?:test|typecheck|build):\s?/, '').trim();
    if (
      (/^● /.test(body) && !/^● Console\b/.test(body)) ||
      /^✘ /.test(body) ||
      /^✖ /.test(body) ||
      /error TS\d+:/.test(body) ||
      /^Failed:\s+\S+#/.test(body)
    )
      if (!found.includes(body)) found.push(body);
  }
  return found.slice(0, 40);
}
