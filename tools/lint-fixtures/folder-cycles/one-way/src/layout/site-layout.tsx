import { config } from '../config';
export const layout = config;
