/** Spec 001 §9: prices travel in cents and show as dollars with two decimals ("$79.00"). */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
