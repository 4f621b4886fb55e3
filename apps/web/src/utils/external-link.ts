/** Spec §5: a value starting with http, https, mailto or tel is an external link. */
const EXTERNAL_LINK = /^(https?:|mailto:|tel:)/;

export function isExternalLink(path: string): boolean {
  return EXTERNAL_LINK.test(path);
}

/** A phone number as a link that calls it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}
