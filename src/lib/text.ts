/** Spec §5: a string is an external link if it starts with http:, https:, mailto: or tel:. */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

/** Spec §5: display length where every non-ASCII character counts 2 (a CJK character is two columns wide). */
export function textLength(text: string): number {
  let length = 0;
  for (const char of text) length += (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return length;
}
