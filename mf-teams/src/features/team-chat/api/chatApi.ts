import type {
  ClaimDeviceLink,
  Device,
  DeviceLink,
  DeviceList,
  KeyBackup,
  PutRoster,
  RegisterDevice,
  SendTeamMessage,
  ShareTeamKey,
  StartDeviceLink,
  TeamKeys,
  TeamMessage,
  TeamMessagePage,
} from '@fj/contracts';
import { ApiError, apiJson, apiRequest } from '@fj/ui';
import { teamUrl } from '../../../shared/api/teamQueries';

// Team chat's calls (docs/decisions/3201-team-chat-protocol.md). Everything sent is public keys, signed statements,
// wrapped keys or ciphertext.

const orNull = <T>(promise: Promise<T>) =>
  promise.catch((e) => (e instanceof ApiError && e.status === 404 ? null : Promise.reject(e)));

/** What the protocol asks of the server (the tests put a malicious one in its place). */
export interface ChatServer {
  devices(): Promise<DeviceList>;
  registerDevice(id: string, body: RegisterDevice): Promise<Device>;
  teamKeys(teamId: string, deviceId: string, rosterSince: number): Promise<TeamKeys>;
  shareKeys(teamId: string, body: ShareTeamKey): Promise<TeamKeys>;
  putRoster(teamId: string, body: PutRoster): Promise<TeamKeys>;
}

export const chatApi = {
  devices: () => apiJson<DeviceList>('GET', '/api/e2e/devices'),
  registerDevice: (id: string, body: RegisterDevice) => apiJson<Device>('PUT', `/api/e2e/devices/${id}`, body),
  removeDevice: (id: string) => apiRequest('DELETE', `/api/e2e/devices/${id}`).then(() => undefined),
  startLink: (body: StartDeviceLink) => apiJson<DeviceLink>('POST', '/api/e2e/links', body),
  currentLink: () => orNull(apiJson<DeviceLink>('GET', '/api/e2e/links/current')),
  claimLink: (body: ClaimDeviceLink) => apiJson<DeviceLink>('PUT', '/api/e2e/links/current', body),
  backup: () => orNull(apiJson<KeyBackup>('GET', '/api/e2e/backup')),
  saveBackup: (backup: KeyBackup) => apiJson<KeyBackup>('PUT', '/api/e2e/backup', backup),
  teamKeys: (teamId: string, deviceId: string, rosterSince: number) =>
    apiJson<TeamKeys>('GET', `${teamUrl(teamId)}/keys?device=${deviceId}&rosterSince=${rosterSince}`),
  shareKeys: (teamId: string, body: ShareTeamKey) => apiJson<TeamKeys>('PUT', `${teamUrl(teamId)}/keys`, body),
  putRoster: (teamId: string, body: PutRoster) => apiJson<TeamKeys>('PUT', `${teamUrl(teamId)}/roster`, body),
  history: (teamId: string, before?: string) =>
    apiJson<TeamMessagePage>(
      'GET',
      `${teamUrl(teamId)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    ),
  send: (teamId: string, body: SendTeamMessage) => apiJson<TeamMessage>('POST', `${teamUrl(teamId)}/messages`, body),
  typing: (teamId: string) => apiRequest('POST', `${teamUrl(teamId)}/chat/typing`).then(() => undefined),
  streamUrl: (teamId: string, lastEventId: number | null) =>
    `${teamUrl(teamId)}/chat/stream${lastEventId !== null ? `?lastEventId=${lastEventId}` : ''}`,
} satisfies ChatServer & Record<string, unknown>;
