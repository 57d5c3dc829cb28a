/**
 * Money in minor currency units (cents): `{ amount: 5200, currency: 'USD' }` is $52.00.
 * Integer arithmetic only; formatting is the UI's job (Intl.NumberFormat).
 */
export interface Money {
  /** Minor currency units, an integer. */
  readonly amount: number;
  /** ISO 4217 code, e.g. 'USD', 'EUR', 'GBP', 'CAD'. */
  readonly currency: string;
}

/** Builds Money from minor units. Throws RangeError for a non-integer amount (a bug, not a business case). */
export function money(amount: number, currency: string): Money {
  if (!Number.isInteger(amount)) throw new RangeError(`Money amount must be an integer of minor units, got ${amount}`);
  return { amount, currency };
}

/** Converts a decimal major-unit amount (52.5) to Money in minor units (5250), rounding half away from zero. */
export function moneyFromMajor(major: number, currency: string, fractionDigits = 2): Money {
  const factor = 10 ** fractionDigits;
  return money(Math.sign(major) * Math.round(Math.abs(major) * factor), currency);
}

/** Sums Money of one currency. Returns zero in `currency` for an empty list; throws on mixed currencies. */
export function sumMoney(items: readonly Money[], currency: string): Money {
  let total = 0;
  for (const item of items) {
    if (item.currency !== currency) throw new RangeError(`Cannot add ${item.currency} to ${currency}`);
    total += item.amount;
  }
  return money(total, currency);
}

/** Multiplies a unit price by an integer quantity. */
export function multiplyMoney(unit: Money, quantity: number): Money {
  return money(unit.amount * quantity, unit.currency);
}
