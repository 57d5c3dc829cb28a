import { useEffect, useState } from 'react';
import type { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Mobile numbers as the API takes them (shell-and-account.md §5 "phone numbers are sent as digits
 * only"), shared by the #sms-sign-up modal and the order SMS opt-in (decision 0266).
 */

/** libphonenumber-js's parser (loaded with the dialog, in its own chunk). */
export type PhoneParser = typeof parsePhoneNumberFromString;

/**
 * The mobile number as the API takes it (shell-and-account.md §5 "digits only"): parsed with
 * libphonenumber-js for the site's country ('(201) 555-0123' on a US site → '12015550123', with the
 * country calling code); null when it is not a possible number. Before the parser has loaded, the
 * digits of a 7-15 digit number.
 */
export function mobileDigits(input: string, country: string, parse: PhoneParser | null): string | null {
  if (!parse) {
    const digits = input.replace(/\D/g, '');
    return /^\d{7,15}$/.test(digits) ? digits : null;
  }
  const parsed = parse(input, country as CountryCode);
  return parsed?.isPossible() ? parsed.number.replace(/\D/g, '') : null;
}

/** Loads libphonenumber-js's parser on mount (its metadata is too big for the dialog's chunk). */
export function usePhoneParser(): PhoneParser | null {
  const [parser, setParser] = useState<{ parse: PhoneParser } | null>(null);
  useEffect(() => {
    let live = true;
    void import('libphonenumber-js/min').then((lib) => live && setParser({ parse: lib.parsePhoneNumberFromString }));
    return () => {
      live = false;
    };
  }, []);
  return parser?.parse ?? null;
}
