// Money as integer euro cents: Dutch price formatting, VAT and percentage arithmetic without floating-point drift.

/** An amount in euro cents, always an integer. */
export type Cents = number;

/** Standard VAT rate in percent (21 % in both NL and BE). */
export const VAT_RATE = 21;

/** Percentages are taken to this many decimals (e.g. 5.5 % or 12.3456 %). */
const PERCENT_SCALE = 10_000n;

/**
 * Integer cents from any finite number: non-integers are rounded half away from zero
 * (12.5 → 13). NaN, ±Infinity and amounts beyond Number.MAX_SAFE_INTEGER throw a RangeError,
 * so a broken amount never reaches the page silently.
 */
function toCents(value: number): Cents {
  const cents = Math.sign(value) * Math.round(Math.abs(value));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount of cents: ${value}`);
  return cents === 0 ? 0 : cents;
}

/** "1234567" → "1.234.567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * "€ 1.234,56": euro sign, one normal space (U+0020), dots between thousands, decimal comma,
 * always two decimals. Negative amounts put the minus after the space: "€ -5,00". Built by hand,
 * not with Intl, so server and every browser render the same characters.
 */
export function formatPrice(cents: Cents): string {
  const amount = toCents(cents);
  const abs = Math.abs(amount);
  const euros = groupThousands(String(Math.floor(abs / 100)));
  const rest = String(abs % 100).padStart(2, "0");
  return `€ ${amount < 0 ? "-" : ""}${euros},${rest}`;
}

/**
 * Whole euros, rounded UP (towards +∞) to the next euro unless exact: 3900 → "€ 39,-",
 * 3901 → "€ 40,-", 123456 → "€ 1.235,-". Negative amounts also round towards +∞
 * (-550 → "€ -5,-"); an amount between -1 and 0 euro gives "€ 0,-".
 */
export function formatPriceRounded(cents: Cents): string {
  const euros = roundUpToEuros(cents);
  const sign = euros < 0 ? "-" : "";
  return `€ ${sign}${groupThousands(String(Math.abs(euros)))},-`;
}

/** The whole number of euros that `formatPriceRounded` shows (ceiling of cents / 100, never -0). */
export function roundUpToEuros(cents: Cents): number {
  const amount = toCents(cents);
  const euros = Math.ceil(amount / 100);
  return euros === 0 ? 0 : euros;
}

/** `numerator / denominator` rounded half away from zero; denominator must be positive. */
function divideRounded(numerator: bigint, denominator: bigint): Cents {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (2n * abs + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

function scaledPercent(percent: number): bigint {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a percentage: ${percent}`);
  return BigInt(Math.round(percent * Number(PERCENT_SCALE)));
}

/**
 * The VAT contained in a VAT-inclusive amount: gross × rate / (100 + rate), rounded to whole
 * cents half away from zero (half up for positive amounts). 12100 → 2100 at 21 %.
 */
export function vatPart(grossCents: Cents, ratePercent: number = VAT_RATE): Cents {
  const rate = scaledPercent(ratePercent);
  const denominator = 100n * PERCENT_SCALE + rate;
  if (denominator <= 0n) throw new RangeError(`Not a VAT rate: ${ratePercent}`);
  return divideRounded(BigInt(toCents(grossCents)) * rate, denominator);
}

/**
 * `percent` % of an amount (not the amount after it): applyPercent(1999, 15) = 300 (299.85).
 * Rounded to whole cents half away from zero (half up for positive amounts); a discounted price
 * is `cents - applyPercent(cents, percent)`.
 */
export function applyPercent(cents: Cents, percent: number): Cents {
  return divideRounded(BigInt(toCents(cents)) * scaledPercent(percent), 100n * PERCENT_SCALE);
}
