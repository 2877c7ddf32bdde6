export const CartTotals = 'totals';
