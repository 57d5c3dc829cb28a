/** What the shopper typed in the login modal; kept across its forms and refusals (decision 0088). */
export interface LoginTyped {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** A setter per typed field. */
export type SetTyped = (field: keyof LoginTyped) => (value: string) => void;

/** Fields the shopper left blank among `fields` (local check before anything is sent). */
export function blankFields(typed: LoginTyped, fields: readonly (keyof LoginTyped)[]): (keyof LoginTyped)[] {
  return fields.filter((field) => typed[field].trim() === '');
}
