import { run } from './support/run-request';
export const cart = run;
