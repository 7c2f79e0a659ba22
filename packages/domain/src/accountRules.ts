/**
 * The account rules that need no schema: patterns, the stored spelling of a phone, password strength. Kept
 * apart from accounts.ts, whose top-level zod schemas a page would otherwise load with any of these (the
 * shell's session store strips spaces on every page; docs/decisions/bundle.md).
 */
/** Standard e-mail pattern ({email} of part 1 §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/**
 * Phone. Part 2 §5 as written: "optional leading 0, then 13 to 19 as first two digits, then 8 more digits".
 * Two documented additions (docs/decisions/spec-differences.md): the 11-digit Chinese mobile number
 * (13x xxxx xxxx, what real numbers look like: read literally the rule above matches none), and the Lao
 * mobile number (020 xxxx xxxx), since this portal serves Lao suppliers.
 */
const PHONE_AS_SPECIFIED = '0?1[3-9][0-9]{8}';
const CHINESE_MOBILE = '0?1[3-9][0-9]{9}';
const LAO_MOBILE = '0?20[0-9]{8}';
export const PHONE_PATTERN = new RegExp(`^(${PHONE_AS_SPECIFIED}|${CHINESE_MOBILE}|${LAO_MOBILE})$`);

/**
 * The one stored spelling of a phone that PHONE_PATTERN accepts, so that one number cannot make two accounts:
 * a Chinese number without its optional leading 0 (13912345678), a Lao mobile with it (02012345678, as Lao
 * numbers are written at home). Anything else is given back as it is.
 */
export function canonicalPhone(value: string): string {
  if (/^01[3-9][0-9]{8,9}$/.test(value)) return value.slice(1);
  if (/^20[0-9]{8}$/.test(value)) return `0${value}`;
  return value;
}
/** Amount: a positive number with up to 2 decimals, or zero (part 1 §5). */
export const AMOUNT_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Strips every space, as the client does for usernames and phone numbers before sending. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * Password strength: how many of the classes digit, lowercase, uppercase and symbol it uses.
 * 1 weak, 2 medium, 3 to 4 strong; at least 2 is required (part 1 §5).
 */
export function passwordStrength(password: string): number {
  return [/[0-9]/, /[a-z]/, /[A-Z]/, /[^0-9a-zA-Z]/].filter((re) => re.test(password)).length;
}
export const MIN_PASSWORD_STRENGTH = 2;

/** Whether a profile update changes the e-mail address (letter case aside), which then needs a code sent to it. */
export const emailChanged = (current: string | null | undefined, next: string | null | undefined) =>
  (current ?? '').trim().toLowerCase() !== (next ?? '').trim().toLowerCase();

