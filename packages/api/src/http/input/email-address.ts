import { isEmailValid } from '@hapi/address';

/**
 * Whether a text is an e-mail address as SMTP takes it (RFC 5321, @hapi/address): a dot-string before the
 * @ (letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~, single dots between them), then a domain of
 * two or more letter-digit-hyphen labels; 64 characters at most before the @, 254 in all. Quoted local parts,
 * address literals (`[127.0.0.1]`) and non-ASCII addresses are refused.
 *
 * For addresses another system vouches for: a partner's server, an LMS launch, a social provider, the admin
 * console. The signup and profile forms keep the spec's narrower rule (`isValidEmail`: letters, digits and
 * dots), which would refuse `mary-jane@school.org`.
 */
export function isEmailAddress(text: string): boolean {
  // No `tlds` list: any top-level domain (a school's own, `.test` in development).
  return isEmailValid(text, { allowUnicode: false });
}
