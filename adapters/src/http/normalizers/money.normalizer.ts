import { moneyFromMajor, type Money } from '@vitrine/core';

/** A DTO price in decimal major units (52.5) -> Money in minor units (5250) of `currency`. */
export function toMoney(major: number, currency: string): Money {
  return moneyFromMajor(major, currency);
}
