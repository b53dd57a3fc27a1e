// The end of `npm test` names what failed (CI shows only the tail of the run): scripts/test-failures.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureLines } from '../../../scripts/test-failures.mjs';

// Lines as turbo passes them on from jest, Playwright's list reporter, node:test's spec reporter and tsc.
const RUN = `
@fj/mf-settings:test:   ● Console
@fj/mf-settings:test:     console.error
@fj/core:test:   ● notes › a retried create answers the first note
@fj/core:test:   ● notes › a retried create answers the first note
@fj/e2e:test:   ✓  3 [own-accounts] › tests/notes.spec.ts:10:3 › notes › create (2.1s)
@fj/e2e:test:   ✘  4 [own-accounts] › tests/analytics.spec.ts:40:3 › analytics › export CSV (7.3s)
@fj/lint:test: ✔ the import boundaries fire where the architecture is crossed (965.8ms)
@fj/lint:test: ✖ .only is an error (713.1ms)
@fj/bff:typecheck: src/app.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.
 Failed:    @fj/e2e#test
@fj/core:test: Tests:       1 failed, 120 passed, 121 total
`;

await test('names each failed test, type error and task once, in order, and nothing that passed', () => {
  assert.deepEqual(failureLines(RUN), [
    '● notes › a retried create answers the first note',
    '✘  4 [own-accounts] › tests/analytics.spec.ts:40:3 › analytics › export CSV (7.3s)',
    '✖ .only is an error (713.1ms)',
    "src/app.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.",
    'Failed:    @fj/e2e#test',
  ]);
});

await test('a run that passed names nothing', () => {
  assert.deepEqual(failureLines('@fj/core:test: Tests:       121 passed, 121 total\n'), []);
});
