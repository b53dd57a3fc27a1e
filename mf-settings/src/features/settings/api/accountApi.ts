import { useMutation } from '@tanstack/react-query';
import {
  apiRequest,
  errorMessage,
  forgetThisDevice,
  SELECTED_BUSINESS_KEY,
  THEME_STORAGE_KEY,
  toast,
  toastFailure,
} from '@fj/ui';
import { attachmentFilename, saveFile } from '../model/download';
import { openLandingPage } from '../model/leave';

/**
 * 'Download my data': GET /api/account/export (a ZIP the BFF composes from every service: the complete JSON, a CSV per table, Markdown), saved under the
 * server's file name. A failure says so; nothing half-downloaded is saved.
 */
export function useDownloadData() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', '/api/account/export');
      const filename = attachmentFilename(res.headers.get('Content-Disposition'));
      saveFile(await res.blob(), filename);
      return filename;
    },
    onSuccess: (filename) => toast({ title: 'Your data is downloading', description: filename }),
    onError: (error) =>
      toastFailure(error, {
        title: 'Download failed',
        description: errorMessage(error, 'Your data could not be downloaded. Please try again.'),
      }),
  });
}

/** What this device keeps for the app (decision 1405): forgotten with the account. */
const DEVICE_KEYS = [THEME_STORAGE_KEY, SELECTED_BUSINESS_KEY];

/**
 * 'Delete account': DELETE /api/account with the email the person typed. The server removes everything and every
 * session; this device forgets its preferences and the user's store (decision 2602) and opens the landing page (a
 * full load: nothing of the app's state survives).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) => apiRequest('DELETE', '/api/account', { email }),
    onSuccess: async () => {
      await forgetThisDevice();
      for (const key of DEVICE_KEYS) {
        try {
          localStorage.removeItem(key);
        } catch {
          // storage blocked: nothing was kept
        }
      }
      openLandingPage();
    },
    onError: (error) =>
      toastFailure(error, { title: 'Account not deleted', description: errorMessage(error, 'Please try again.') }),
  });
}
