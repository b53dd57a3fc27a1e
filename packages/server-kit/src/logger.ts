import pino from 'pino';

/** Quiet under tests unless LOG_LEVEL asks otherwise. */
export const logger = pino({ level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info') });
