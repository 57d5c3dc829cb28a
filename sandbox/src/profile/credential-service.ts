import type { EmployeeRequestDto, PhoneNumberCredentialRequestDto, UsernameCredentialRequestDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { IdentitySettings } from '../auth/identity-settings.js';
import type { Db } from '../db/db.js';
import { consumeCode, emailTarget, phoneTarget } from './one-time-codes.js';

/**
 * Credential changes behind a one-time code and the employee link (shell-and-account.md §3
 * "Profile" phone.number, employee; §7; decision 0180).
 */

/**
 * POST (`mode` 'add': 409 PHONE_EXISTS when the profile has a phone) or PUT ('change') the phone
 * number with the code sent to it by SMS. Stored as digits only. Errors of consumeCode; 400
 * PHONE_INVALID.
 */
export async function setPhoneNumber(db: Db, identity: IdentitySettings, input: { profileId: string; body: PhoneNumberCredentialRequestDto; mode: 'add' | 'change'; now: number }): Promise<void> {
  const phone = phoneTarget(input.body.phoneNumber);
  if (input.mode === 'add') {
    const [row] = await db.query<{ phone: string | null }>('select phone from customer where profile_id = $1', [input.profileId]);
    if (row?.phone) throw new ApiError(409, 'PHONE_EXISTS', 'The profile has a phone number: change it with PUT');
  }
  await consumeCode(db, identity, { profileId: input.profileId, referenceId: input.body.referenceId, otp: input.body.otp, channel: 'SMS', target: phone, now: input.now });
  await db.query('update customer set phone = $2, updated_at = $3 where profile_id = $1', [input.profileId, phone, new Date(input.now)]);
}

/**
 * PUT the username (the sign-in e-mail address) with the code sent to the new address. Errors of
 * consumeCode; 400 EMAIL_INVALID; 409 EMAIL_IN_USE when another account has it.
 */
export async function changeUsername(db: Db, identity: IdentitySettings, input: { profileId: string; body: UsernameCredentialRequestDto; now: number }): Promise<void> {
  const email = emailTarget(input.body.username);
  const taken = await db.query('select 1 from customer where email = $1 and profile_id <> $2', [email, input.profileId]);
  if (taken.length > 0) throw new ApiError(409, 'EMAIL_IN_USE', 'An account with that email already exists');
  await consumeCode(db, identity, { profileId: input.profileId, referenceId: input.body.referenceId, otp: input.body.otp, channel: 'EMAIL', target: email, now: input.now });
  await db.query('update customer set email = $2, updated_at = $3 where profile_id = $1', [input.profileId, email, new Date(input.now)]);
}

/** The continents an employee may be in. */
export const EMPLOYEE_CONTINENTS = ['NORTH_AMERICA', 'EUROPE'] as const;

/**
 * POST /me/employee: links an employee id ('E' and 5-8 digits) for a continent and a store
 * location; the profile's employee becomes `{ employeeId, name }` (the customer's name). 400
 * EMPLOYEE_INVALID (details.fields) otherwise.
 */
export async function linkEmployee(db: Db, input: { profileId: string; body: EmployeeRequestDto; now: number }): Promise<void> {
  const fields: string[] = [];
  const employeeId = input.body.employeeId.trim().toUpperCase();
  if (!/^E\d{5,8}$/.test(employeeId)) fields.push('employeeId');
  if (!(EMPLOYEE_CONTINENTS as readonly string[]).includes(input.body.continent)) fields.push('continent');
  if (input.body.storeLocation.trim() === '' || input.body.storeLocation.length > 100) fields.push('storeLocation');
  if (fields.length > 0) throw new ApiError(400, 'EMPLOYEE_INVALID', 'The employee details are not valid', { fields });
  await db.query(
    `update customer set extra = extra || jsonb_build_object('employee', jsonb_build_object('employeeId', $2::text, 'name', first_name || ' ' || last_name),
                                            'employeeLocation', jsonb_build_object('continent', $3::text, 'storeLocation', $4::text)), updated_at = $5
      where profile_id = $1`,
    [input.profileId, employeeId, input.body.continent, input.body.storeLocation.trim(), new Date(input.now)],
  );
}
