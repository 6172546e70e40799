import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatDate, type DateStyle} from '@site/src/lib/dates';

/** formatDate (src/lib/dates.ts) in the current locale. */
export function useFormatDate(style: DateStyle): (value: Date | string | number) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (value) => formatDate(value, currentLocale, style);
}
