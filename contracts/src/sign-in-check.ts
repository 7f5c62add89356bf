import { DIAL_CODE, DIAL_CODE_MAX, ID_MAX, isPlausiblePhone, toTrimmedText } from './field-rules';
import { USER_ROLES } from './user-check';

/**
 * Whether `loginRequestSchema` (and `registerRequestSchema`, which differs only in its
 * messages) accepts a request, answered without zod: Login's and Register's button reads
 * it as the host types, and zod loads only when the form is first sent (docs/FIRST-LOAD.md).
 * sign-in-check.test.ts holds it to the schemas.
 */
export function isSignInRequest(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const request = value as Record<string, unknown>;

  const dialCode = toTrimmedText(request.country_code);
  if (typeof dialCode !== 'string' || dialCode.length > DIAL_CODE_MAX || !DIAL_CODE.test(dialCode))
    return false;

  const phone = toTrimmedText(request.phone);
  if (typeof phone !== 'string' || phone.length === 0 || !isPlausiblePhone(phone)) return false;

  const role = toTrimmedText(request.role);
  if (!(USER_ROLES as readonly unknown[]).includes(role)) return false;

  if (!isId(request.country_id)) return false;

  const iso = request.iso_code;
  if (iso === undefined) return true;
  return typeof iso === 'string' && /^[A-Z]{2}$/.test(iso.trim().toUpperCase());
}

/** idField's rule: a positive integer up to ID_MAX, or such a number written in digits. */
function isId(value: unknown): boolean {
  const id =
    typeof value === 'string' && value.length <= 16 && /^\d{1,12}$/.test(value.trim())
      ? Number(value)
      : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= ID_MAX;
}
