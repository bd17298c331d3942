// Whole cents shared out without losing one: an incl.-VAT amount split into excl. parts, a refund split by VAT rate.

/**
 * `target` cents shared over parts whose exact shares are `numerators[i] / denominator`, so that the parts add
 * up to `target` exactly: every part gets its exact share rounded down, and the cents still missing go one each
 * to the parts with the largest remainders (the earlier part on a tie). This is the largest remainder (Hamilton)
 * method: no part lies a cent or more from its exact share. Exact integers throughout (bigint), so large amounts
 * times large weights never lose a digit. Throws when `target` cannot be reached that way, i.e. when it differs
 * from the sum of the exact shares by more than the parts' rounding (a caller's mistake, never silent).
 */
export function shareOut(target: number, numerators: readonly bigint[], denominator: bigint): number[] {
  if (!Number.isSafeInteger(target)) throw new RangeError(`Not an amount of cents: ${target}`);
  if (denominator <= 0n) throw new RangeError(`Not a denominator: ${denominator}`);
  const floors = numerators.map((n) => floorDiv(n, denominator));
  const remainders = numerators.map((n, i) => n - (floors[i] as bigint) * denominator);
  let missing = BigInt(target) - floors.reduce((sum, f) => sum + f, 0n);
  if (missing < 0n || missing > BigInt(numerators.length)) {
    throw new RangeError(`Cannot share ${target} cents over these parts`);
  }
  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const parts = [...floors];
  for (const { i } of order) {
    if (missing === 0n) break;
    parts[i] = (parts[i] as bigint) + 1n;
    missing--;
  }
  return parts.map(Number);
}

/** Division rounded towards −∞ (bigint division truncates towards zero). */
function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/**
 * `amount` (whole cents) split in proportion to `weights` (whole cents, not adding up to zero), the parts adding
 * up to `amount` exactly: a refund split over the VAT categories the way the invoice's amounts were.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) throw new RangeError("Cannot split over weights that add up to nothing");
  const sign = total < 0 ? -1n : 1n;
  return shareOut(
    amount,
    weights.map((w) => sign * BigInt(amount) * BigInt(w)),
    sign * BigInt(total),
  );
}
