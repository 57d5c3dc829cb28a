import { describe, expect, it } from 'vitest';
import { orderDateFormatOptions, type DatetimeOptions } from '@vitrine/core';

const newYork: DatetimeOptions = { entryId: 'datetime-options-an-us-en', dateStyle: 'long', hourCycle: 'h23', timeZone: 'America/New_York' };

describe('orderDateFormatOptions (shell-and-account.md §7 datetimeOptions; decision 0415)', () => {
  it('without an entry: medium dates in the viewer’s zone, calendar days in UTC', () => {
    expect(orderDateFormatOptions(null, 'day')).toEqual({ dateStyle: 'medium' });
    expect(orderDateFormatOptions(null, 'dateTime')).toEqual({ dateStyle: 'medium', timeStyle: 'short' });
    expect(orderDateFormatOptions(null, 'calendarDay')).toEqual({ dateStyle: 'medium', timeZone: 'UTC' });
  });

  it('with an entry: its date style, its time zone for instants, its hour cycle for times; a calendar day stays in UTC', () => {
    expect(orderDateFormatOptions(newYork, 'day')).toEqual({ dateStyle: 'long', timeZone: 'America/New_York' });
    expect(orderDateFormatOptions(newYork, 'dateTime')).toEqual({ dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York', hourCycle: 'h23' });
    expect(orderDateFormatOptions(newYork, 'calendarDay')).toEqual({ dateStyle: 'long', timeZone: 'UTC' });
  });

  it('leaves out a time zone or an hour cycle the entry does not give', () => {
    const plain: DatetimeOptions = { ...newYork, hourCycle: null, timeZone: null };
    expect(orderDateFormatOptions(plain, 'dateTime')).toEqual({ dateStyle: 'long', timeStyle: 'short' });
    expect(orderDateFormatOptions(plain, 'day')).toEqual({ dateStyle: 'long' });
  });

  it('gives options Intl accepts: an instant near midnight UTC falls on the site’s day', () => {
    const lateUtc = Date.UTC(2026, 10, 22, 2, 30);
    expect(new Intl.DateTimeFormat('en-US', orderDateFormatOptions(newYork, 'day')).format(lateUtc)).toBe('November 21, 2026');
    expect(new Intl.DateTimeFormat('en-US', orderDateFormatOptions(newYork, 'dateTime')).format(lateUtc)).toMatch(/^November 21, 2026 at 21:30$/);
  });
});
