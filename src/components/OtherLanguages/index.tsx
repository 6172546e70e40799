import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * The home page in each other language of the site, named in that language ("English" on the
 * Chinese home page), at the top of the hero: on a phone the navbar's language menu is inside the
 * side menu, and a reader of another language who opens the default home page did not find it
 * (strict reading 32: an English Bedrock player on the Chinese site). Each locale's base URL comes
 * from the Docusaurus i18n config (config/locale.ts); a full page load, as the navbar's menu does.
 */
export default function OtherLanguages(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const others = i18n.locales.filter((locale) => locale !== i18n.currentLocale);
  if (others.length === 0) return null;
  return (
    <p className={styles.languages} data-other-languages="">
      {others.map((locale) => {
        const {label, htmlLang, baseUrl} = i18n.localeConfigs[locale]!;
        return (
          <Link
            key={locale}
            to={`pathname://${baseUrl}`}
            autoAddBaseUrl={false}
            target="_self"
            lang={htmlLang}
            hrefLang={htmlLang}
          >
            {label}
          </Link>
        );
      })}
    </p>
  );
}
