import type {
  DeviceKeys,
  KeyBackup,
  SendTeamMessage,
  ShareTeamKey,
  TeamKeys,
  TeamMessage,
  TeamMessagePage,
} from '@fj/contracts';
import { ApiError, apiJson, apiRequest } from '@fj/ui';
import { teamUrl } from '../../../shared/api/teamQueries';

// Team chat's calls (decision 1901). Everything sent is public keys, wrapped keys or ciphertext.

export const chatApi = {
  /** null before this account registered a device. */
  myDeviceKeys: () =>
    apiJson<DeviceKeys>('GET', '/api/e2e/keys').catch((e) =>
      e instanceof ApiError && e.status === 404 ? null : Promise.reject(e),
    ),
  registerDevice: (keys: DeviceKeys) => apiJson<DeviceKeys>('PUT', '/api/e2e/keys', keys),
  backup: () =>
    apiJson<KeyBackup>('GET', '/api/e2e/backup').catch((e) =>
      e instanceof ApiError && e.status === 404 ? null : Promise.reject(e),
    ),
  saveBackup: (backup: KeyBackup) => apiJson<KeyBackup>('PUT', '/api/e2e/backup', backup),
  teamKeys: (teamId: string) => apiJson<TeamKeys>('GET', `${teamUrl(teamId)}/keys`),
  shareKeys: (teamId: string, body: ShareTeamKey) => apiJson<TeamKeys>('PUT', `${teamUrl(teamId)}/keys`, body),
  history: (teamId: string, before?: string) =>
    apiJson<TeamMessagePage>(
      'GET',
      `${teamUrl(teamId)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    ),
  send: (teamId: string, body: SendTeamMessage) => apiJson<TeamMessage>('POST', `${teamUrl(teamId)}/messages`, body),
  typing: (teamId: string) => apiRequest('POST', `${teamUrl(teamId)}/chat/typing`).then(() => undefined),
  streamUrl: (teamId: string, lastEventId: number | null) =>
    `${teamUrl(teamId)}/chat/stream${lastEventId !== null ? `?lastEventId=${lastEventId}` : ''}`,
};
