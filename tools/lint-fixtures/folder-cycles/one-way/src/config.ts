export const config = {};
