/** Apply Coupon is enabled only when a code has been typed (blank does not count). */
export function canApplyCoupon(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.trim().length > 0;
}
