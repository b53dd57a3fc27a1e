import type { TeamMessage } from '@fj/contracts';

export const messageFields = {
  id: true,
  seq: true,
  teamId: true,
  senderId: true,
  authorId: true,
  deviceId: true,
  signingKey: true,
  keyVersion: true,
  iv: true,
  ciphertext: true,
  createdAt: true,
} as const;

export interface MessageRow {
  id: string;
  seq: bigint;
  teamId: string;
  senderId: string | null;
  authorId: string;
  deviceId: string;
  signingKey: string;
  keyVersion: number;
  iv: string;
  ciphertext: string;
  createdAt: Date;
}

export const toMessage = (row: MessageRow): TeamMessage => ({
  ...row,
  seq: Number(row.seq),
  createdAt: row.createdAt.toISOString(),
});
