import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../tools/jest/renderPage';
import { ConnectPlatformsButton } from '../src/shared/components/ConnectPlatformsButton';

// The dialog's code loads on the first click, and the dialog opens as it arrives (then the button opens it directly).
it('Connect Platforms loads and opens the dialog on the first click, and again after closing', async () => {
  renderPage(<ConnectPlatformsButton businessId="b1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Connect Platforms' }));
  expect(await screen.findByRole('dialog', { name: 'Connect Platforms' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Connect Platforms' }));
  expect(await screen.findByRole('dialog', { name: 'Connect Platforms' })).toBeInTheDocument();
});
