// A dialog opened while its engine (Radix Dialog) is on its way shows as soon as the engine arrives, however the two
// interleave. It runs on modules of its own (jest.isolateModulesAsync): the jest setup loads the engine before every
// suite, and this test needs it not loaded yet.
import { screen, waitFor } from '@testing-library/react';

it('a dialog drawn while its engine arrives between the render and its effects still opens', async () => {
  await jest.isolateModulesAsync(async () => {
    const { createElement: h, useLayoutEffect } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { Dialog, DialogContent, loadDialogEngine } = await import('../src/widgets/Dialog');
    // Starts loading the engine in the commit that draws the open dialog: it arrives before that commit's effects.
    function EngineArrivesMidCommit() {
      useLayoutEffect(() => void loadDialogEngine(), []);
      return null;
    }
    // The browser's scheduling, not act()'s: a render's effects run in a later task than its commit (as for a dialog
    // that a lazy import mounts open, e.g. Connect Platforms), and promises settle in between.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(
      h(
        Dialog,
        { defaultOpen: true },
        h(DialogContent, { title: 'Connect Platforms', children: h('p', null, 'Choose a platform') }),
        h(EngineArrivesMidCommit),
      ),
    );
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Connect Platforms' })).toBeInTheDocument());
    root.unmount();
  });
});

it('an engine that failed to load (no network) is asked for again by the next dialog opened', async () => {
  await jest.isolateModulesAsync(async () => {
    let attempts = 0;
    jest.doMock('../src/widgets/dialog/engine', () => {
      attempts++;
      if (attempts === 1) throw new Error('Loading chunk dialog-engine failed');
      return jest.requireActual('../src/widgets/dialog/engine');
    });
    const { loadDialogEngine } = await import('../src/widgets/Dialog');
    await expect(loadDialogEngine()).rejects.toThrow('Loading chunk dialog-engine failed');
    await expect(loadDialogEngine()).resolves.toHaveProperty('DialogEngine');
    expect(attempts).toBe(2);
  });
});
