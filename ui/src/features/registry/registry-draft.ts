import { domainError, err, ok, type REGISTRY_ADDRESS_SOURCES, type DomainError, type Registry, type RegistryAddress, type RegistryDraft, type Result } from '@vitrine/core';
import { eventDateOf, eventDateText } from './registry-text';

/** Where gifts go before or after the event (shopping.md §3 address sources): the owner's, the co-owner's or an alternate address. */
export type AddressSource = (typeof REGISTRY_ADDRESS_SOURCES)[number];

/** The create and edit form's values, as typed (every value a string, as useValidatedForm keeps them). */
export type RegistryFormValues = {
  eventName: string;
  eventType: string;
  eventDate: string;
  description: string;
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  coFirstName: string;
  coLastName: string;
  coEmail: string;
  coAddress1: string;
  coAddress2: string;
  coCity: string;
  coState: string;
  coZipCode: string;
  altAddress1: string;
  altAddress2: string;
  altCity: string;
  altState: string;
  altZipCode: string;
  preEventSource: AddressSource;
  postEventSource: AddressSource;
  /** 'true' | 'false' */
  acceptGiftCards: string;
};

/** The address fields of a form prefix ('' owner, 'co' co-owner, 'alt' alternate). */
export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zipCode'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The form key of an address field: 'city', 'coCity', 'altCity'. */
export type AddressKey = AddressField | `co${Capitalize<AddressField>}` | `alt${Capitalize<AddressField>}`;
const key = (prefix: '' | 'co' | 'alt', field: AddressField): AddressKey => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field) as AddressKey;
export const addressKey = key;

/** An empty form for a new registry, the owner's name and e-mail filled in from the profile. */
export function emptyRegistryForm(owner: { firstName: string; lastName: string; email: string }): RegistryFormValues {
  const blank = Object.fromEntries(['', 'co', 'alt'].flatMap((p) => ADDRESS_FIELDS.map((f) => [key(p as '' | 'co' | 'alt', f), '']))) as Record<string, string>;
  return {
    ...blank,
    eventName: '',
    eventType: 'WEDDING',
    eventDate: '',
    description: '',
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    phoneNumber: '',
    coFirstName: '',
    coLastName: '',
    coEmail: '',
    preEventSource: 'owner',
    postEventSource: 'owner',
    acceptGiftCards: 'true',
  } as RegistryFormValues;
}

const addressValues = (prefix: '' | 'co' | 'alt', a: RegistryAddress | null | undefined) =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [key(prefix, f), a ? a[f] : '']));

/** The form of an existing registry (edit): owners, their addresses, the event and the shipping sources. */
export function registryFormOf(registry: Registry): RegistryFormValues {
  const [owner, co] = registry.owners;
  const pre = registry.preEventShippingAddress;
  const post = registry.postEventShippingAddress;
  const alternate = [pre, post].find((a) => a?.source === 'alternate');
  return {
    ...emptyRegistryForm({ firstName: owner?.firstName ?? '', lastName: owner?.lastName ?? '', email: owner?.email ?? '' }),
    ...addressValues('', owner?.address),
    ...addressValues('co', co?.address),
    ...addressValues('alt', alternate),
    phoneNumber: owner?.address?.phoneNumber ?? '',
    coFirstName: co?.firstName ?? '',
    coLastName: co?.lastName ?? '',
    coEmail: co?.email ?? '',
    eventName: registry.event.name,
    eventType: registry.event.type,
    eventDate: eventDateText(registry.event.date),
    description: registry.event.description,
    preEventSource: pre?.source ?? 'owner',
    postEventSource: post?.source ?? 'owner',
    acceptGiftCards: String(registry.acceptGiftCards),
  };
}

/**
 * The form's values → a RegistryDraft (shopping.md §3 "Registry"): event name, type and date
 * (YYYY-MM-DD, kept as epoch seconds at noon UTC) are required, as are the owner's names and
 * address; a co-owner needs first and last name once either is typed, and an address when it is a
 * shipping source; the alternate address is required when it is one. Refusal: FORM.INVALID with
 * the fields to fix, in form order.
 */
export function registryDraftOf(values: RegistryFormValues, country: string, brand: string, webProfileId: string): Result<RegistryDraft, DomainError> {
  const missing: string[] = [];
  const need = (field: keyof RegistryFormValues) => {
    if (!values[field].trim()) missing.push(field);
  };
  need('eventName');
  need('eventType');
  const date = eventDateOf(values.eventDate);
  if (date === null) missing.push('eventDate');
  need('firstName');
  need('lastName');
  const required = ADDRESS_FIELDS.filter((f) => f !== 'address2');
  for (const f of required) need(key('', f));
  const sources = [values.preEventSource, values.postEventSource];
  const hasCo = Boolean(values.coFirstName.trim() || values.coLastName.trim() || sources.includes('co-owner'));
  if (hasCo) {
    need('coFirstName');
    need('coLastName');
    if (sources.includes('co-owner')) for (const f of required) need(key('co', f));
  }
  if (sources.includes('alternate')) for (const f of required) need(key('alt', f));
  if (missing.length > 0) return err(domainError('FORM.INVALID', '', { fields: missing }));

  const address = (prefix: '' | 'co' | 'alt', first: string, last: string, source: AddressSource): RegistryAddress => ({
    firstName: first.trim(),
    lastName: last.trim(),
    address1: values[key(prefix, 'address1')].trim(),
    address2: values[key(prefix, 'address2')].trim(),
    pobox: '',
    city: values[key(prefix, 'city')].trim(),
    state: values[key(prefix, 'state')].trim(),
    zipCode: values[key(prefix, 'zipCode')].trim(),
    country,
    phoneNumber: prefix === '' ? values.phoneNumber.trim() : '',
    source,
  });
  const ownerAddress = address('', values.firstName, values.lastName, 'owner');
  const coAddress = hasCo && values.coAddress1.trim() ? address('co', values.coFirstName, values.coLastName, 'co-owner') : null;
  const shipTo = (source: AddressSource): RegistryAddress | null =>
    source === 'owner' ? ownerAddress : source === 'co-owner' ? coAddress : address('alt', values.firstName, values.lastName, 'alternate');
  return ok({
    owners: [
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), webProfileId, email: values.email.trim(), primary: true, address: ownerAddress },
      ...(hasCo ? [{ firstName: values.coFirstName.trim(), lastName: values.coLastName.trim(), webProfileId: '', email: values.coEmail.trim(), primary: false, address: coAddress }] : []),
    ],
    acceptGiftCards: values.acceptGiftCards === 'true',
    event: { name: values.eventName.trim(), type: values.eventType, description: values.description.trim(), date: date! },
    brand,
    preEventShippingAddress: shipTo(values.preEventSource),
    postEventShippingAddress: shipTo(values.postEventSource),
  });
}
