/**
 * MDX components for the newcomer pages whose text depends on
 * config/community.ts (`login`, `admission`, `chat`, `javaMirror`…). Each page
 * imports the ones it uses. The text lives in src/lib/newcomer.ts, in both
 * languages, so it is written once and unit-tested without a build.
 */
import {isValidElement, useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import community, {type CommunityConfig, type Localized} from '@site/config/community';
import bot from '@site-generated/bot-brief.json';
import {javaFor} from '@site/src/lib/javaVersions';
import {
  accountAnswer,
  accountLinks,
  acceptsSkinSite,
  accountName,
  alsoText,
  boxText,
  forConfigMatches,
  formatHours,
  hasWhitelist,
  href,
  mirrorFolder,
  newcomerPaths,
  nextSteps,
  pathGroupName,
  pathText,
  ROUTES,
  stepText,
  whitelistText,
  type Locale,
  type NewcomerPath,
  type Step,
  type StepId,
} from '@site/src/lib/newcomer';
import {
  chatApp,
  contactHref,
  contactLabel,
  withoutChatCase,
  withoutChatText,
  type ContactUse,
} from '@site/src/lib/otherContact';
import javaVersions from '@site/data/java-versions.yml';
import styles from './styles.module.css';

const config = community as CommunityConfig;

export function useLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'zh';
}

/** Replace each `{name}` of a template with a value (text or element). */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const value = values[part];
    if (value === undefined) return `{${part}}`;
    return isValidElement(value) ? <span key={i}>{value}</span> : value;
  });
}

/** A bot command in the reader's language: the English alias on the English site. */
export function botCommand(id: string, locale: Locale): string {
  const entry = bot.commands[id];
  if (!entry) throw new Error(`data/clerk-commands.yml: no command with id "${id}"`);
  return locale === 'en' ? entry.alias : entry.word;
}

export function botName(locale: Locale): string {
  return bot.name[locale];
}

/** The Java version the server's game version needs (from data/java-versions.yml). */
export function useServerJava(): number | undefined {
  const answer = javaFor(config.gameVersion, javaVersions);
  return answer.kind === 'found' ? answer.range.java : undefined;
}

const l = (text: Localized, locale: Locale): string => text[locale];

/**
 * Shows its content only when config/community.ts matches:
 * `login` lists the accepted values (`"skinSite both"`), `admission` is
 * `bot` or `none`. Wrap whole paragraphs or list items, never headings (a
 * hidden heading would still be listed in the table of contents).
 */
export function ForConfig({
  login,
  admission,
  status,
  contact,
  children,
}: {
  login?: string;
  admission?: 'bot' | 'none';
  /** 'on' when the address card shows the server's live status (config `serverStatus.enabled`). */
  status?: 'on' | 'off';
  /** 'other' when the community has another way to reach the admins (config `otherContact`). */
  contact?: 'other' | 'none';
  children: ReactNode;
}): ReactNode {
  return forConfigMatches({login, admission, status, contact}, config) ? <>{children}</> : null;
}

/** The typical whitelist wait, e.g. "2 小时" (empty without a whitelist). */
export function WaitTime(): ReactNode {
  const locale = useLocale();
  return config.admission.whitelist === 'bot' ? formatHours(config.admission.typicalWaitHours, locale) : null;
}

/** When to remind the admins of a pending application. */
export function RemindAfter(): ReactNode {
  const locale = useLocale();
  return config.admission.whitelist === 'bot' ? formatHours(config.admission.remindAfterHours, locale) : null;
}

/** One sentence on the whitelist: how long it takes, or that there is none. */
export function WhitelistWait(): ReactNode {
  const locale = useLocale();
  const admission = config.admission;
  return (
    <p data-admission={admission.whitelist}>
      {admission.whitelist === 'bot'
        ? fill(l(whitelistText.wait, locale), {
            wait: formatHours(admission.typicalWaitHours, locale),
            remind: formatHours(admission.remindAfterHours, locale),
          })
        : l(whitelistText.none, locale)}
    </p>
  );
}

/** The whitelist command to send, with the reader's name as a placeholder. */
export function WhitelistCommand({edition = 'java'}: {edition?: 'java' | 'bedrock'}): ReactNode {
  const locale = useLocale();
  const name =
    edition === 'bedrock'
      ? locale === 'en'
        ? 'Your_Gamertag be'
        : '你的玩家代号 be'
      : locale === 'en'
        ? 'YourName'
        : '你的玩家名';
  return <code>{`${botCommand('wl-apply', locale)} ${name}`}</code>;
}

/** "Which account gets me in?", answered from `login`, with links to the set-up steps in HMCL and in PCL. */
export function AccountAnswer(): ReactNode {
  const locale = useLocale();
  const skinSite = config.skinSite.label[locale];
  return (
    <div className={styles.answer} data-login={config.login}>
      <p>
        <strong>{l(accountAnswer.question, locale)}</strong>{' '}
        {fill(l(accountAnswer[config.login], locale), {skinSite})} {l(accountAnswer.bedrock, locale)}
      </p>
      <ul className={styles.inlineList}>
        {accountLinks(config.login).map((link) => (
          <li key={link.id}>
            <Link to={link.to} data-account-link={link.id}>
              {l(link.text, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** " (Using PCL: signing in with PCL)" after a step that PCL does its own way (`Step.also`). */
function AlsoIn({step, locale}: {step: Step; locale: Locale}): ReactNode {
  if (!step.also) return null;
  const {launcher, page, hash} = step.also;
  const text = alsoText[launcher];
  return (
    <>
      {locale === 'en' ? ' (' : '（'}
      {fill(l(text.intro, locale), {
        link: (
          <Link to={`${page}#${hash}`} data-also-launcher={launcher}>
            {l(text.link, locale)}
          </Link>
        ),
      })}
      {locale === 'en' ? ')' : '）'}
    </>
  );
}

/**
 * "No QQ? You can also … {the other contact}": config/community.ts `otherContact`, for applying or
 * for help, in the words of src/lib/otherContact.ts (the same as <WithoutChat>). Nothing when no
 * other contact is configured, or when there is nothing to apply for.
 */
export function OtherContactLine({use}: {use: ContactUse}): ReactNode {
  const locale = useLocale();
  const contact = config.otherContact;
  if (!contact || withoutChatCase(config, use) !== 'other') return null;
  const t = withoutChatText;
  const link = (
    <Link href={contactHref(contact)} data-other-contact={contact.kind}>
      {contactLabel(contact, locale)}
    </Link>
  );
  return (
    <span data-other-contact-line={use}>
      <strong>{fill(t.question[locale], {app: chatApp(config, locale)})}</strong>{' '}
      {fill(t[use][locale], {how: <>{fill(t[contact.kind][locale], {link})}</>})}
    </span>
  );
}

/** The end-of-page box: where to ask, with the chat channel, the other contact (if any) and the bot. */
export function StillStuck(): ReactNode {
  const locale = useLocale();
  const code = (id: string) => <code>{botCommand(id, locale)}</code>;
  return (
    <aside className={styles.box} aria-labelledby="still-stuck-title" data-still-stuck="">
      <p className={styles.boxTitle} id="still-stuck-title">
        {l(boxText.stillStuckTitle, locale)}
      </p>
      <p>
        {fill(l(boxText.stillStuck, locale), {
          chat: <Link href={config.chat.url}>{config.chat.label[locale]}</Link>,
          chatId: config.chat.id,
          help: <Link to={ROUTES.help}>{l(boxText.helpPage, locale)}</Link>,
        })}
      </p>
      {config.otherContact && (
        <p>
          <OtherContactLine use="help" />
        </p>
      )}
      <p>
        {fill(l(boxText.stillStuckBot, locale), {bot: botName(locale), status: code('status')})}
        {hasWhitelist(config.admission) && (
          <> {fill(l(boxText.stillStuckBotWhitelist, locale), {wlStatus: code('wl-status')})}</>
        )}
      </p>
    </aside>
  );
}

/** The "next step" box of a page on the newcomer path (nothing after the last step). */
export function NextStep({at}: {at: StepId}): ReactNode {
  const locale = useLocale();
  const java = useServerJava();
  const next = nextSteps(config, at);
  const brokenLinks = useBrokenLinks();
  if (next.length === 0) return null;
  // Pages link to the box (`#next-step-…`); tell the build's link checker the anchor exists.
  brokenLinks.collectAnchor(`next-step-${at}`);
  const title = (id: StepId) =>
    fill(l(stepText[id].title, locale), {java: String(java ?? ''), gameVersion: config.gameVersion});
  return (
    <nav className={styles.next} aria-labelledby={`next-step-${at}`}>
      <p className={styles.boxTitle} id={`next-step-${at}`}>
        {l(boxText.nextStepTitle, locale)}
      </p>
      <ul>
        {next.map(({paths, step}) => (
          <li key={href(step)}>
            {next.length > 1 && (
              <>
                {l(pathGroupName(paths), locale)}
                {locale === 'en' ? ': ' : '：'}
              </>
            )}
            <Link to={href(step)} data-next-step={step.id} data-paths={paths.join(' ')}>
              {title(step.id)}
            </Link>
            <AlsoIn step={step} locale={locale} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Links to the configured Java mirror's folders for the Java the server needs. */
export function JavaMirror(): ReactNode {
  const locale = useLocale();
  const java = useServerJava() ?? 21;
  const folder = config.javaMirror.folder;
  const builds = [
    [boxText.mirrorWindows, '.msi', 'x64', 'windows'],
    [boxText.mirrorMacArm, '.pkg', 'aarch64', 'mac'],
    [boxText.mirrorMacIntel, '.pkg', 'x64', 'mac'],
    [boxText.mirrorLinux, '.tar.gz', 'x64', 'linux'],
  ] as const;
  const rows = builds.map(
    ([label, ext, arch, os]) =>
      [label, ext, mirrorFolder(folder, {version: java, pkg: 'jre', arch, os})] as const,
  );
  return (
    <div data-java-mirror="">
      <p>
        {fill(l(boxText.mirrorIntro, locale), {
          mirror: config.javaMirror.label[locale],
          java: String(java),
        })}
      </p>
      <ul>
        {rows.map(([label, ext, url]) => (
          <li key={url}>
            <Link href={url}>{l(label, locale)}</Link> <code>{ext}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Closes every open `<details>` inside `ref` when the page is shown again from the
 * browser's back/forward cache, so a reader who comes back sees the list as it
 * was first shown (React remounts it closed after in-site navigation anyway).
 */
export function useClosedOnReturn(ref: {current: HTMLElement | null}): void {
  useEffect(() => {
    const close = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      ref.current?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((details) => {
        details.open = false;
      });
    };
    window.addEventListener('pageshow', close);
    return () => window.removeEventListener('pageshow', close);
  }, [ref]);
}

/**
 * The home page's "start from your device" list: one `<details>` per path,
 * each an ordered list of linked steps (whitelist first). Plain HTML that
 * works without JavaScript; the `data-*` attributes let the browser tests
 * walk the path. Rows start closed, also when the reader comes back.
 */
export function NewcomerPaths(): ReactNode {
  const locale = useLocale();
  const list = useRef<HTMLDivElement>(null);
  useClosedOnReturn(list);
  const java = useServerJava();
  const admission = config.admission;
  const values = (path: NewcomerPath): Record<string, ReactNode> => ({
    skinSite: <Link href={config.skinSite.url}>{config.skinSite.label[locale]}</Link>,
    chat: <Link href={config.chat.url}>{config.chat.label[locale]}</Link>,
    chatId: config.chat.id,
    command: <WhitelistCommand edition={path.id === 'bedrock' ? 'bedrock' : 'java'} />,
    wait: admission.whitelist === 'bot' ? formatHours(admission.typicalWaitHours, locale) : '',
    java: String(java ?? ''),
    gameVersion: config.gameVersion,
    mirror: <Link to={`${ROUTES.java}#china-mirror`}>{config.javaMirror.label[locale]}</Link>,
    account: path.id === 'bedrock' ? '' : l(accountName[path.id], locale),
    multiplayer: <strong>{locale === 'en' ? 'Multiplayer' : '多人游戏'}</strong>,
    servers: <strong>{locale === 'en' ? 'Servers' : '服务器'}</strong>,
    host: <code>{path.id === 'bedrock' ? config.bedrock.host : config.java.host}</code>,
    port: <code>{config.bedrock.port}</code>,
  });
  return (
    <div className={styles.paths} ref={list}>
      <p>
        {admission.whitelist === 'bot'
          ? fill(l(boxText.homeIntroWhitelist, locale), {
              wait: formatHours(admission.typicalWaitHours, locale),
            })
          : l(boxText.homeIntroOpen, locale)}
        {admission.whitelist === 'bot' && acceptsSkinSite(config.login) && (
          <span data-skin-first="">
            {locale === 'en' ? ' ' : ''}
            {l(boxText.homeIntroSkinFirst, locale)}
          </span>
        )}
      </p>
      {newcomerPaths(config).map((path) => (
        <details key={path.id} id={`path-${path.id}`} className={styles.path} data-path={path.id}>
          <summary>{l(pathText[path.id].summary, locale)}</summary>
          <ol>
            {path.steps.map((step) => {
              const text = stepText[step.id];
              const body = path.id === 'bedrock' && text.bodyBedrock ? text.bodyBedrock : text.body;
              const v = values(path);
              return (
                <li key={step.id}>
                  <Link to={href(step)} data-step={step.id}>
                    {fill(l(text.title, locale), v)}
                  </Link>
                  <AlsoIn step={step} locale={locale} />
                  <br />
                  {fill(l(body, locale), v)}
                  {step.id === 'whitelist' && config.otherContact && hasWhitelist(admission) && (
                    <>
                      {' '}
                      <OtherContactLine use="apply" />
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </details>
      ))}
      {!acceptsSkinSite(config.login) && (
        <details className={styles.path} id="path-offline" data-path-info="offline">
          <summary>{l(boxText.offlineSummary, locale)}</summary>
          <p>
            {fill(l(boxText.offlineBody, locale), {
              link: <Link to={`${ROUTES.faq}#offline-account`}>{l(boxText.offlineLink, locale)}</Link>,
            })}
          </p>
        </details>
      )}
      <details className={styles.path} id="path-console">
        <summary>{l(boxText.consoleSummary, locale)}</summary>
        <p>
          {fill(l(boxText.consoleBody, locale), {
            link: (
              <Link to={`${ROUTES.joinBedrock}#supported-devices`}>{l(boxText.consoleLink, locale)}</Link>
            ),
          })}
        </p>
      </details>
      <details className={styles.path} id="path-other">
        <summary>{l(boxText.otherSummary, locale)}</summary>
        <p>
          {fill(l(boxText.otherBody, locale), {
            netease: <Link to={`${ROUTES.faq}#netease`}>{l(boxText.neteaseLink, locale)}</Link>,
            phone: <Link to={`${ROUTES.faq}#java-on-phone`}>{l(boxText.phoneLink, locale)}</Link>,
          })}
        </p>
      </details>
    </div>
  );
}

/** The Java version the server's game version needs, as text ("21"). */
export function ServerJava(): ReactNode {
  return useServerJava() ?? null;
}
