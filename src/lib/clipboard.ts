/**
 * Copy text to the clipboard. Uses the async Clipboard API where the page may
 * (HTTPS or localhost, and permission granted); otherwise falls back to a
 * hidden textarea and document.execCommand('copy'), which still works on
 * plain HTTP and in older browsers. Resolves true when the text was copied.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && doc.defaultView?.isSecureContext) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or not focused: try the fallback below.
    }
  }
  return copyWithTextarea(text, doc);
}

function copyWithTextarea(text: string, doc: Document = document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.opacity = '0';
  const previous = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(textarea);
  textarea.select();
  let copied: boolean;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previous?.focus?.();
  return copied;
}

/**
 * Copy text that is still on its way (a fetch started by the click). Browsers allow a clipboard
 * write only during the click that asked for it, and Safari ends that permission at the first
 * `await`, so the clipboard gets a ClipboardItem holding the promise, written at once; where
 * ClipboardItem is missing, the text is copied when it arrives (copyText). Resolves false when
 * the text could not be had or copied.
 */
export async function copyLater(text: Promise<string>, doc: Document = document): Promise<boolean> {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (win?.isSecureContext && typeof win.ClipboardItem === 'function' && win.navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await win.navigator.clipboard.write([new win.ClipboardItem({'text/plain': blob})]);
      return true;
    } catch {
      // Not allowed, or the text failed: try once more with the text itself below.
    }
  }
  try {
    return await copyText(await text, doc);
  } catch {
    return false;
  }
}
