import { muted } from '../../screens/shared/styles';
export const CartTotals = muted;
