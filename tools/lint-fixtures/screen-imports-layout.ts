// Linted as a checkout screen file: screens never import the layout, which imports screens (a folder cycle).
import { CartTotals } from '../../layout/drawers/cart-totals';

export const summaryTotals = CartTotals;
