import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { actingForOf, agentSearchQuery, customerFullName, findCustomers, ok, type AgentCustomer } from '@vitrine/core';

/** Call-centre agent tools (shell-and-account.md §1, §6; decisions 0370-0372). */

const SARAH: AgentCustomer = { customerId: 'p-1', firstName: 'Sarah', lastName: 'Johnson', email: 'sarah.johnson@example.com', phone: '5551234567' };

describe('agentSearchQuery', () => {
  it('trims and accepts 2 to 100 characters', () => {
    expect(agentSearchQuery('  sa  ')).toEqual({ ok: true, value: 'sa' });
    expect(agentSearchQuery('x'.repeat(100))).toEqual({ ok: true, value: 'x'.repeat(100) });
  });
  it('refuses shorter and longer texts with their codes', () => {
    expect(agentSearchQuery(' s ')).toEqual({ ok: false, error: { code: 'AGENT.QUERY_TOO_SHORT', message: 'A search needs at least 2 characters', details: { minLength: 2 } } });
    expect(agentSearchQuery('x'.repeat(101))).toMatchObject({ ok: false, error: { code: 'AGENT.QUERY_TOO_LONG', details: { maxLength: 100 } } });
  });
  it('accepts exactly the trimmed texts of 2-100 characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const length = text.trim().length;
        expect(agentSearchQuery(text).ok).toBe(length >= 2 && length <= 100);
      }),
    );
  });
});

describe('findCustomers', () => {
  it('asks the gateway with the trimmed text and the limit', async () => {
    const searchCustomers = vi.fn(async () => ok([SARAH] as readonly AgentCustomer[]));
    expect(await findCustomers({ searchCustomers }, ' sarah ', 5)).toEqual({ ok: true, value: [SARAH] });
    expect(searchCustomers).toHaveBeenCalledWith('sarah', 5);
  });
  it('refuses a short text without a call', async () => {
    const searchCustomers = vi.fn(async () => ok([] as readonly AgentCustomer[]));
    expect(await findCustomers({ searchCustomers }, 's')).toMatchObject({ ok: false, error: { code: 'AGENT.QUERY_TOO_SHORT' } });
    expect(searchCustomers).not.toHaveBeenCalled();
  });
});

describe('actingForOf', () => {
  it('reads the cookie as plain or URI-encoded JSON', () => {
    const json = JSON.stringify({ customerId: 'p-1', firstName: 'Sarah', lastName: 'Johnson' });
    expect(actingForOf(json)).toEqual({ customerId: 'p-1', firstName: 'Sarah', lastName: 'Johnson' });
    expect(actingForOf(encodeURIComponent(json))).toEqual({ customerId: 'p-1', firstName: 'Sarah', lastName: 'Johnson' });
  });
  it('keeps a missing last name empty', () => {
    expect(actingForOf('{"customerId":"p-1","firstName":"Sarah"}')).toEqual({ customerId: 'p-1', firstName: 'Sarah', lastName: '' });
    // The e-mail the checkout starts for (decision 0443): kept when it has an '@', else left out.
    expect(actingForOf('{"customerId":"p-1","firstName":"Sarah","lastName":"J","email":"sarah@example.com"}')).toStrictEqual({ customerId: 'p-1', firstName: 'Sarah', lastName: 'J', email: 'sarah@example.com' });
    expect(actingForOf('{"customerId":"p-1","firstName":"Sarah","email":"not an address"}')).toStrictEqual({ customerId: 'p-1', firstName: 'Sarah', lastName: '' });
    expect(actingForOf('{"customerId":"p-1","firstName":"Sarah","email":42}')).toStrictEqual({ customerId: 'p-1', firstName: 'Sarah', lastName: '' });
  });
  it('is null for no cookie, bad JSON, a non-object or missing fields', () => {
    expect(actingForOf(undefined)).toBeNull();
    expect(actingForOf(null)).toBeNull();
    expect(actingForOf('')).toBeNull();
    expect(actingForOf('{nope')).toBeNull();
    expect(actingForOf('null')).toBeNull();
    expect(actingForOf('"text"')).toBeNull();
    expect(actingForOf('{"customerId":"p-1"}')).toBeNull();
    expect(actingForOf('{"customerId":"","firstName":"Sarah"}')).toBeNull();
  });
});

describe('customerFullName', () => {
  it('joins first and last name, or gives the first alone', () => {
    expect(customerFullName(SARAH)).toBe('Sarah Johnson');
    expect(customerFullName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
  });
});
