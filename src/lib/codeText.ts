/**
 * Whether the text of a rendered code block (its <code> element's textContent) is `code`. The
 * theme ends each line with a <br> (no newline character) and renders an empty line as empty
 * text, so the line breaks are left out of the comparison; every other character, spaces and
 * tabs included, must be the same.
 */
export function sameCodeText(rendered: string, code: string): boolean {
  return rendered === code.replace(/\r?\n/g, '');
}
