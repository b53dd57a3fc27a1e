export * from './common';
export * from './auth';
export * from './settings';
export * from './businesses';
export * from './business-metrics';
export * from './meeting-notes';
export * from './action-items';
export * from './growth-ideas';
