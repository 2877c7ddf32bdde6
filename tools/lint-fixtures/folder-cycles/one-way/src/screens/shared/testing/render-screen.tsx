import { CartDrawer } from '../../../layout/drawers/cart-drawer';
export const helpersMayToo = CartDrawer;
