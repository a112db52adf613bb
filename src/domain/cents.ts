/**
 * The one rounding of money: whole cents, half away from zero, with the binary noise of products and
 * sums dropped first (1.005 × 100 = 100.49999… counts as 100.5). Every rule that adds, splits or
 * multiplies amounts counts in these cents (AED and every other currency here have 2 decimals).
 */

/**
 * |amount| in whole cents, half up, float noise dropped first: `Math.round(Number((|amount| × 100).toPrecision(12)))`.
 * toPrecision moves the value by at most half a unit of its 12th digit, less than value × 1e-11, so only
 * that close to a half cent can it change the rounding: elsewhere Math.round alone gives the same cents,
 * without a string (a salary run of 2,000 lines rounds and checks thousands of amounts per call).
 */
export function wholeCents(amount: number): number {
  const cents = Math.abs(amount) * 100;
  const halfway = Math.abs(cents - Math.floor(cents) - 0.5) <= cents * 1e-11;
  return Math.round(halfway ? Number(cents.toPrecision(12)) : cents);
}

/** An amount in whole cents, signed, half away from zero (-1.005 → -101); never -0. */
export function toCents(amount: number): number {
  const cents = wholeCents(amount);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** An amount rounded to 2 decimals, half away from zero (2.675 → 2.68, -0.125 → -0.13). */
export const roundCents = (amount: number): number => toCents(amount) / 100;
