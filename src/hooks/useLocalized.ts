import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Localized} from '@site/config/community';
import {localize} from '@site/src/lib/localized';

/** Pick the current locale's text of a value from config/community.ts. */
export default function useLocalized(text: Localized): string {
  const {i18n} = useDocusaurusContext();
  return localize(text, i18n.currentLocale);
}
