/**
 * How visitors reach the team outside the form: the help boxes under Contact Us. The spec
 * asks for the boxes but not their values; see docs/decisions/007-support-contact.md.
 * The phone number is in ACMA's fictitious range (02 5550 0xxx), so it never rings anyone.
 */
export type SupportContact = {
  email: string;
  /** As people read it. */
  phone: string;
};

export const SUPPORT_CONTACT: SupportContact = {
  email: 'hello@friendlyhost.app',
  phone: '+61 2 5550 0100',
};

/** A `tel:` address keeps only the plus and the digits. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
