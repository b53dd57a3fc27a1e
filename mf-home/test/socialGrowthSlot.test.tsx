import { fireEvent, screen } from '@testing-library/react';
import { provideRemoteLoader, type RemoteComponentModule } from '@fj/ui';
import { renderPage } from '../../tools/jest/renderPage';
import { SocialGrowthSlot } from '../src/features/home/components/SocialGrowthSlot';

// Home's Social Growth section is the social team's component, loaded through the shell's federation loader.
describe('Social Growth section on home', () => {
  const section: RemoteComponentModule = {
    default: () => <section aria-label="Social Growth from mf-social">growth</section>,
  };

  it('shows mf_social/SocialGrowth, loaded by id through the loader the shell provides', async () => {
    const load = jest.fn(async () => section);
    provideRemoteLoader(load);
    renderPage(<SocialGrowthSlot />);
    expect(await screen.findByRole('region', { name: 'Social Growth from mf-social' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_social/SocialGrowth');
  });

  it('keeps a failure to this card, and Retry loads it again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('mf_social is down')).mockResolvedValue(section);
    provideRemoteLoader(load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderPage(<SocialGrowthSlot />);
    expect(await screen.findByText('Could not show Social Growth.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Social Growth from mf-social' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
