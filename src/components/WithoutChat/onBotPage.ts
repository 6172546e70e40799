import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ROUTES} from '@site/src/lib/newcomer';

/**
 * Whether the page is the bot page itself, where a one-line way of applying without the chat says
 * "see the note on this page", not "see the bot page", which would send the reader where they are.
 */
export function useOnBotPage(): boolean {
  const botPage = useBaseUrl(ROUTES.bot).replace(/\/$/, '');
  return useLocation().pathname.replace(/\/$/, '') === botPage;
}
