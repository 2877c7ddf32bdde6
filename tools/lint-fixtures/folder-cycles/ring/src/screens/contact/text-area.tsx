import { muted } from '../shared/styles';
export const TextArea = muted;
