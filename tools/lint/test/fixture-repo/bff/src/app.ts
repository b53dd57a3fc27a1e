export const bff = 'bff';
