/**
 * The contract's `format: money` (openapi/components/schemas/Amount.yaml): at most 2 decimal
 * places. Compared in cents with a tolerance, because binary floating point cannot hold most
 * decimal amounts exactly (19.99 * 100 = 1998.9999999999998).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(Math.round(cents) - cents) < 1e-6;
}

export const MONEY_FORMAT = { type: 'number', validate: hasAtMostTwoDecimals } as const;
