import { CartTotals } from '../../components/cart/cart-totals';
import { muted } from '../../screens/shared/styles';
export const CartDrawer = [CartTotals, muted];
