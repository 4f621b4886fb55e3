export const ELLIPSIS = '...';

/** Spec §9: cuts a text longer than `length` characters and appends an ellipsis; a shorter text stays as it is. */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? characters.slice(0, length).join('') + ELLIPSIS : text;
}
