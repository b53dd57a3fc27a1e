import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling. (A suite may run in Node instead — `@jest-environment node`, e.g. worker code.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// findBy*/waitFor wait up to 8 s (default 1 s): `npm test` runs these suites beside the end-to-end suite on 2 cores,
// where a lazy chunk or a state update can take seconds of wall time. A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 8000 });

// '@fj/ui/dialog' loads what draws an open dialog on first use (in the browser: after the first screen): load it
// before each suite, so a test that opens a dialog sees it at once, as a person does by the time they tap.
beforeAll(async () => {
  if (typeof window !== 'undefined') await (await import('../../packages/ui/src/widgets/Dialog')).loadDialogEngine();
});
