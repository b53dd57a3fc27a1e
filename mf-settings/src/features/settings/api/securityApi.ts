import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSecurity,
  AccountSession,
  ChangePasswordRequest,
  Passkey,
  RecoveryCodes,
  TwoFactorSetup,
} from '@fj/contracts';
import { apiJson, errorMessage, toast, toastFailure } from '@fj/ui';

// Account security in Settings (docs/product.md#account-security): the BFF's /api/account/* endpoints.

export const SECURITY_KEY = ['/api/account/security'] as const;
export const SESSIONS_KEY = ['/api/account/sessions'] as const;
export const PASSKEYS_KEY = ['/api/account/passkeys'] as const;

export const useAccountSecurity = () => useQuery<AccountSecurity>({ queryKey: SECURITY_KEY });
export const useSessions = () => useQuery<{ sessions: AccountSession[] }>({ queryKey: SESSIONS_KEY });
export const usePasskeys = () => useQuery<{ passkeys: Passkey[] }>({ queryKey: PASSKEYS_KEY });

const failed = (title: string) => (error: unknown) =>
  toastFailure(error, { title, description: errorMessage(error, 'Please try again.') });

/** After a change, the security summary, the sessions and the passkeys are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [SECURITY_KEY, SESSIONS_KEY, PASSKEYS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useChangePassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiJson<AccountSecurity>('POST', '/api/account/password', body),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Password saved', description: 'Every other session was signed out.' });
    },
    onError: failed('Password not changed'),
  });
}

export function useRemovePassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      apiJson<AccountSecurity>('DELETE', '/api/account/password', { currentPassword }),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Password removed', description: 'You now sign in with your passkeys.' });
    },
    onError: failed('Password not removed'),
  });
}

export function useEndSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Session ended' });
    },
    onError: failed('Session not ended'),
  });
}

export function useSignOutOthers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiJson<{ ended: number }>('POST', '/api/account/sessions/sign-out-others', {}),
    onSuccess: ({ ended }) => {
      void refresh();
      toast({
        title: 'Signed out everywhere else',
        description: ended === 1 ? '1 other session was ended.' : `${ended} other sessions were ended.`,
      });
    },
    onError: failed('Could not sign out the other sessions'),
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiJson<TwoFactorSetup>('POST', '/api/account/two-factor/setup', {}),
    onError: failed('Two-step sign-in could not start'),
  });
}

export function useEnableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiJson<RecoveryCodes>('POST', '/api/account/two-factor/enable', { code }),
    onSuccess: () => void refresh(),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiJson<AccountSecurity>('POST', '/api/account/two-factor/disable', { code }),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Two-step sign-in is off' });
    },
  });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/account/passkeys/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Passkey removed' });
    },
    onError: failed('Passkey not removed'),
  });
}

/**
 * 'Add a passkey': creation options from the BFF, the browser's passkey dialog (@simplewebauthn/browser, loaded on
 * first use), then the new credential to the BFF.
 */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await apiJson<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        'POST',
        '/api/account/passkeys/options',
        {},
      );
      const response = await startRegistration({ optionsJSON });
      return apiJson<Passkey>('POST', '/api/account/passkeys', { response });
    },
    onSuccess: (passkey) => {
      void refresh();
      toast({ title: 'Passkey added', description: `${passkey.name} can sign you in now.` });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Passkey not added',
        description:
          error instanceof Error && error.name === 'NotAllowedError'
            ? 'The passkey dialog was closed before a passkey was made.'
            : errorMessage(error, 'Please try again.'),
      }),
  });
}
