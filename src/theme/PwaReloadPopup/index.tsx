/**
 * Wrapper of @docusaurus/plugin-pwa's reload popup ("new version available — reload"): puts it in
 * a polite live region that is on the page a moment before the popup's words, so screen readers
 * announce it. The plugin renders the popup into a container it has just created, and a live
 * region that appears together with its text is not announced by most screen readers.
 */
import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import PwaReloadPopup from '@theme-original/PwaReloadPopup';

/** Long enough for the accessibility tree to have the empty region before the text arrives. */
const ANNOUNCE_DELAY_MS = 150;

export default function PwaReloadPopupWrapper(props: ComponentProps<typeof PwaReloadPopup>): ReactNode {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" data-pwa-reload-popup="">
      {shown && <PwaReloadPopup {...props} />}
    </div>
  );
}
