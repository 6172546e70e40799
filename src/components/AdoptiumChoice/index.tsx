/**
 * A picture of the choice on Adoptium's download page (adoptium.net/temurin/releases): the Java
 * version the server's game version needs (data/java-versions.yml), Windows, x64, the JRE and
 * its MSI installer — the same build as the Windows folder of the Java mirror in
 * config/community.ts (`javaMirror`), which the caption names for readers in mainland China.
 * Drawn in HTML and CSS with Adoptium's own labels (data/adoptium.json, from its language
 * files), light or dark with the site. The drawing is one image for screen readers (role="img"
 * with a text alternative); the caption lists the marks.
 */
import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import adoptium from '@site/data/adoptium.json';
import words from '@site-generated/adoptium-choice-text.json';
import {fill, useLocale} from '@site/src/components/Newcomer';
import {useServerJava} from '@site/src/components/Newcomer/Java';
import type {Locale} from '@site/src/lib/newcomer';
import {forLocale} from '@site/config/locale';
import {Mark as StepMark, PictureCaption} from '@site/src/components/Screen/Caption';
import styles from './styles.module.css';

const config = community as CommunityConfig;

type LabelKey = keyof typeof adoptium.labels;

/** Adoptium's own label in the page's language. */
function adoptiumLabel(key: LabelKey, locale: Locale): string {
  return forLocale(adoptium.labels[key], locale);
}

/** The version as Adoptium names it: "21 - LTS" for a long-term-support release, else "22". */
export function versionName(version: number): string {
  return adoptium.lts.includes(version)
    ? adoptium.ltsName.replace('{version}', String(version))
    : String(version);
}

/** This site's own words around the picture: i18n/<locale>/site-text.json `adoptiumChoice`. */
const choiceText = words;

const OS = 'windows';
const ARCH = 'x64';
const PACKAGE = 'JRE';

function Mark({n}: {n: number}): ReactNode {
  return <StepMark n={n} className={styles.markAt} />;
}

/** Adoptium's download choice for the server's Java on Windows x64, with the mirror for China. */
export function AdoptiumChoice({mirrorHash = 'china-mirror'}: {mirrorHash?: string}): ReactNode {
  const locale = useLocale();
  const captionId = useId();
  const java = useServerJava() ?? adoptium.lts.at(-1)!;
  const os = adoptium.osNames[OS];
  const installer = adoptium.installers[OS];
  const version = versionName(java);
  const label = (key: LabelKey) => adoptiumLabel(key, locale);
  const describe = choiceText.describe
    .replaceAll('{title}', label('TemurinReleases.title'))
    .replaceAll('{version}', label('Temurin.Releases.ReleaseFilters.version'))
    .replaceAll('{os}', label('Temurin.Releases.ReleaseFilters.operating-system'))
    .replaceAll('{arch}', label('Temurin.Releases.ReleaseFilters.architecture'))
    .replaceAll('{versionValue}', version)
    .replaceAll('{osValue}', os)
    .replaceAll('{archValue}', ARCH)
    .replaceAll('{pkg}', PACKAGE)
    .replaceAll('{installer}', installer);
  const filters: [LabelKey, string][] = [
    ['Temurin.Releases.ReleaseFilters.version', version],
    ['Temurin.Releases.ReleaseFilters.operating-system', os],
    ['Temurin.Releases.ReleaseFilters.architecture', ARCH],
  ];
  return (
    <>
      <figure className={styles.figure} data-mockup="adoptium-choice" data-java={java}>
        <div className={styles.window} role="img" aria-label={describe} aria-describedby={captionId}>
          <div className={styles.address} aria-hidden="true">
            {adoptium.url.replace(/^https:\/\//, '')}
          </div>
          <div className={styles.page} aria-hidden="true">
            <p className={styles.title}>{label('TemurinReleases.title')}</p>
            <p className={styles.section}>{label('Temurin.Releases.ReleaseFilters.filter-releases')}</p>
            <div className={styles.filters}>
              {filters.map(([key, value], i) => (
                <div key={key} className={styles.filter} data-filter={key}>
                  <span className={styles.filterLabel}>{label(key)}</span>
                  <span className={styles.select}>
                    <span>{value}</span>
                    <span className={styles.chevron} />
                  </span>
                  <Mark n={i + 1} />
                </div>
              ))}
            </div>
            <div className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.os}>{os}</span>
                <span className={styles.tabs}>
                  {adoptium.architectures.map((arch) => (
                    <span key={arch} className={arch === ARCH ? styles.tabOn : styles.tab}>
                      {arch}
                    </span>
                  ))}
                </span>
              </div>
              <div className={styles.chips}>
                {adoptium.packageTypes.map((pkg) => (
                  <span key={pkg} className={pkg === PACKAGE ? styles.chipOn : styles.chip}>
                    {pkg}
                  </span>
                ))}
                <Mark n={4} />
              </div>
              <div className={styles.row}>
                <span className={styles.download} />
                <span>{`${installer}, ${choiceText.size}`}</span>
              </div>
            </div>
          </div>
        </div>
        <PictureCaption
          id={captionId}
          separator={choiceText.separator}
          heading={
            <>
              {choiceText.kind}
              {choiceText.separator}
              {fill(choiceText.title, {java: String(java)})}
            </>
          }
          legend={Object.values(choiceText.legend).map((name, i) => ({mark: i + 1, name}))}
        />
      </figure>
      {/* After the picture, not in its caption: read as one text, a label list ran into an
        instruction (strict reading 45). */}
      <p data-adoptium-mirror="">
        {fill(choiceText.mirror, {
          mirror: forLocale(config.javaMirror.label, locale),
          java: String(java),
          link: <Link to={`#${mirrorHash}`}>{choiceText.mirrorLink}</Link>,
        })}
      </p>
    </>
  );
}

export default AdoptiumChoice;

/**
 * Adoptium's Temurin download page with its filters set for the Java the server needs: the
 * page reads `version`, `os` ("windows", "mac") and `arch` from its address
 * (adoptium.net src/app/[locale]/temurin/releases/releases-client.tsx). Without a Java version
 * for the game version (a table gap), the page's own default.
 */
export function adoptiumReleasesUrl(java: number | undefined, os: 'windows' | 'mac', arch?: 'x64'): string {
  const query = new URLSearchParams({...(java ? {version: String(java)} : {}), os, ...(arch ? {arch} : {})});
  return `https://adoptium.net/temurin/releases/?${query.toString()}`;
}

/** Adoptium's site by its name (not translated). */
const ADOPTIUM_HOST = 'adoptium.net';

/** A link to that page, named "adoptium.net": Windows with x64 set, macOS with the chip left to choose. */
export function AdoptiumLink({os}: {os: 'windows' | 'mac'}): ReactNode {
  const java = useServerJava();
  return (
    <Link href={adoptiumReleasesUrl(java, os, os === 'windows' ? ARCH : undefined)} data-adoptium-link={os}>
      {ADOPTIUM_HOST}
    </Link>
  );
}
