export const shared = 'shared';
