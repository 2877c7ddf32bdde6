import { CartTotals } from '../../layout/drawers/cart-totals';
export const Summary = CartTotals;
