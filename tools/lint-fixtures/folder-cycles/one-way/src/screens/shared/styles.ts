// import { CartDrawer } from '../../layout/drawers/cart-drawer'; (a comment, not an import)
export const muted = 'grey';
