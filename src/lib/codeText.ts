/**
 * Whether the text of a rendered code block (its <code> element's textContent) is `code`. The
 * theme ends each line with a <br> (no newline character), and an empty line's text is empty, so
 * whitespace is left out of the comparison.
 */
export function sameCodeText(rendered: string, code: string): boolean {
  const strip = (text: string) => text.replace(/\s+/g, '');
  return strip(rendered) === strip(code);
}
