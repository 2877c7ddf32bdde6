import { StoreError } from '../errors';
export const run = StoreError;
