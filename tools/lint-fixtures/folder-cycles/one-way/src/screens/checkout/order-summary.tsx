import { CartTotals } from '../../components/cart/cart-totals';
export const Summary = CartTotals;
