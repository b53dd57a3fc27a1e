import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling. (A suite may run in Node instead — `@jest-environment node`, e.g. worker code.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// findBy*/waitFor wait up to 3 s (default 1 s): `npm test` runs every package's suites at once on few cores.
configure({ asyncUtilTimeout: 3000 });
