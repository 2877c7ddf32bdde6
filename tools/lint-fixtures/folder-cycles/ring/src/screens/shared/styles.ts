export const muted = 'grey';
