/**
 * The home page's "start from your device" list (getting started names each row and links it there:
 * ./PathIndex.tsx), apart from the other newcomer components (./index.tsx) so that the pages with a
 * "next step" or "still stuck" box do not load it, nor its words (`@site-generated/newcomer-paths-text.json`, the
 * reader's language only: src/lib/newcomerText.ts).
 */
import {Fragment, useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import bedrockLink from '@site-generated/bedrock-link.json';
import units from '@site-generated/time-units.json';
import CopyButton from '@site/src/components/CopyButton';
import community, {type CommunityConfig} from '@site/config/community';
import text from '@site-generated/newcomer-paths-text.json';
import officialLauncher from '@site/data/official-launcher.json';
import {
  acceptsSkinSite,
  clientVersionsOf,
  stepWords,
  formatHours,
  BEDROCK_SIGN_IN,
  hasWhitelist,
  fillText,
  href,
  infoRows,
  LAUNCHER_START,
  newcomerPaths,
  PATH_ROWS,
  newestClientOf,
  yearNumbering,
  PATH_IDS,
  phoneSteps,
  FRIENDS_LAUNCHER,
  ROUTES,
  shortSiteAddressIn,
  signInHref,
  titleFor,
  type NewcomerPath,
} from '@site/src/lib/newcomer';
import {signupSentence} from '@site/src/components/SkinSignup';
import {chatApp, otherContactFirst} from '@site/src/lib/otherContact';
import {applicationCommand, applicationName} from '@site/src/lib/application';
import {
  AlsoIn,
  botCommand,
  fill,
  inSentence,
  OtherContactLine,
  OtherWait,
  ProfileLink,
  ReadRules,
  useLocale,
  VersionRule,
  WhitelistCommand,
} from './index';
import {rememberPath} from '@site/src/lib/readerPath';
import {useServerJava} from './Java';
import {HaveLauncherOrders} from './HaveLauncherOrders';
import ChatWayChoice from '@site/src/components/ChatWayChoice';
import styles from './styles.module.css';

/** `children` marked as the chat's way to apply where `on` (src/lib/chatWay.ts), else as they are. */
function ChatBranch({on, children}: {on: boolean; children: ReactNode}): ReactNode {
  return on ? (
    <span className={styles.way} data-chat-branch="chat">
      {children}
    </span>
  ) : (
    <>{children}</>
  );
}

const config = community as CommunityConfig;

/**
 * The Bedrock whitelist step's worked example (a gamertag with a space, as on the bot page): the
 * command built the way the application helper builds it (src/lib/application.ts), so the
 * underscore and the space before `be` are the bot's own form.
 */
const EXAMPLE_GAMERTAG = 'Blue Whale';
/** A Java Edition player name for the Java rows' example command (the bot page's example name). */
const EXAMPLE_PLAYER = 'XiaoMing_Star';
function bedrockExample(): string {
  const named = applicationName('bedrock', EXAMPLE_GAMERTAG);
  return applicationCommand(
    botCommand('wl-apply'),
    'bedrock',
    'name' in named ? named.name : EXAMPLE_GAMERTAG,
  );
}

/**
 * Closes every open `<details>` inside `ref` when the page is shown again from the
 * browser's back/forward cache, so a reader who comes back sees the list as it
 * was first shown (React remounts it closed after in-site navigation anyway).
 */
function useClosedOnReturn(ref: {current: HTMLElement | null}): void {
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
 * Remembers a row the reader opened before the page's script ran (a tap while it loads opens the
 * `<details>` by itself, and its toggle event passes before React listens): the row's `onToggle`
 * remembers the later ones (src/lib/readerPath.ts).
 */
function useRememberOpenRow(ref: {current: HTMLElement | null}): void {
  useEffect(() => {
    const open = ref.current?.querySelectorAll<HTMLDetailsElement>('details[data-path][open]');
    const id = PATH_IDS.find((p) => p === open?.[open.length - 1]?.dataset.path);
    if (id) rememberPath(id);
  }, [ref]);
}

/**
 * Opens the row a link names (`#path-java-skin`): the link a reader sent themselves from the phone
 * (<Handover>) lands on the computer with their line open.
 */
function useOpenFromHash(ref: {current: HTMLElement | null}): void {
  const {hash} = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#path-')) return;
    const row = ref.current?.querySelector<HTMLDetailsElement>(`details[id="${CSS.escape(hash.slice(1))}"]`);
    if (!row) return;
    row.open = true;
    row.scrollIntoView({block: 'start'});
  }, [hash, ref]);
}

/**
 * On a Java row, for a reader on a phone: what to do there now (register, apply), and how to take
 * the rest to the computer: the site's short address to type, or this page sent to themselves (the
 * phone's share sheet where the browser has one, the link copied otherwise). Hidden on a wide screen
 * with a mouse, where the reader is at a computer already (styles.module.css).
 */
function Handover({path}: {path: NewcomerPath}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const locale = useLocale();
  // The share sheet exists only in some browsers (most phones): checked after hydration.
  const canShare = useIsBrowser() && typeof navigator.share === 'function';
  if (!path.id.startsWith('java-')) return null;
  const now = phoneSteps(path);
  const link = `${siteConfig.url}${pathname}#${PATH_ROWS.row(path.id)}`;
  const t = text.boxText;
  const share = () => {
    navigator.share({title: text.pathText[path.id].summary, url: link}).catch(() => undefined);
  };
  return (
    <div className={styles.handover} data-handover={path.id}>
      <p>
        <strong>{t.handoverTitle}</strong>{' '}
        {now.length > 0
          ? fill(t.handoverNow, {
              // In the sentence, one after the other (strict reading 41 in English: "…right now: Register…,
              // apply…" read as a capital after the colon and a comma splice).
              steps: now.map((s) => inSentence(text.stepText[s.id].title)).join(t.handoverThen),
            })
          : t.handoverNone}
        {text.words.sentenceGap}
        {fill(t.handoverOpen, {
          site: <code data-site-address="">{shortSiteAddressIn(config.siteUrl, locale)}</code>,
        })}
      </p>
      <p className={styles.handoverActions}>
        {canShare && (
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={share}
            data-share-page=""
          >
            {t.handoverShare}
          </button>
        )}
        <CopyButton text={link} label={t.handoverCopy}>
          {t.handoverCopy}
        </CopyButton>
      </p>
    </div>
  );
}

/**
 * On the skin-site row, inside the step that chooses a launcher, for a reader with a launcher a friend
 * set up: a kept HMCL skips this step and the next (its own order, then the last step); a friend's PCL
 * is downloaded afresh. Inside the step it replaces, before the step's own words (strict reading 46:
 * after them, the row's own reader read their case last), as in the "next step" box (strict reading
 * 24, both languages: above the list, "do steps 1–2 below, then go on in your launcher" sent the
 * reader ahead and back again).
 */
function HaveLauncher({path}: {path: NewcomerPath}): ReactNode {
  const last = path.steps.at(-1);
  if (path.id !== 'java-skin' || !last) return null;
  // The last step's title as plain text, to read inside the sentence ("then add the server and join").
  const lastTitle = inSentence(fillText(text.stepText[last.id].title, {gameVersion: config.gameVersion}));
  const b = text.boxText;
  // Which launcher it is first, then one item a launcher, in a list that is not numbered (strict
  // reading 14 read two numbered lists in a row as two paths to follow): a kept HMCL's own order and
  // the last step; a friend's PCL downloaded afresh; anything else, this step and the next.
  // A fold, closed, under its question (strict reading 47, both languages: open, its three cases inside
  // a numbered step read as a decision tree to every reader of the row, most of whom have no launcher).
  return (
    <details className={styles.haveLauncher} data-have-launcher="">
      <summary>{b.haveLauncherSkip}</summary>
      <p>
        {fill(b.haveLauncherTellLine, {
          tell: (
            <Link to={`${ROUTES.launchers}#${FRIENDS_LAUNCHER}`} data-have-launcher-tell="">
              {b.haveLauncherTell}
            </Link>
          ),
        })}
      </p>
      <ul>
        <HaveLauncherOrders
          words={b}
          gameVersion={config.gameVersion}
          last={{href: href(last), title: lastTitle}}
          sentenceGap={text.words.sentenceGap}
        />
      </ul>
    </details>
  );
}

/**
 * How long the review takes, after "apply first": the chat's usual wait, marked as the chat's where
 * there is another way (src/lib/chatWay.ts: after "Without QQ", the group's 2 hours no longer stand
 * before the email's answer time, strict readings 60), then the other way's in a sentence of its own
 * (the strict newcomer readings, issue 45: the chat's time alone read as a promise to email
 * applicants too, and no time at all hid from an impatient reader that the review comes first).
 * Starts with the gap between two sentences; nothing without a whitelist.
 */
export function ApprovalWaits(): ReactNode {
  const locale = useLocale();
  const admission = config.admission;
  if (admission.whitelist !== 'bot') return null;
  return (
    <>
      <span data-chat-branch={config.otherContact ? 'chat' : undefined} data-chat-wait="">
        {text.words.sentenceGap}
        {fillText(text.boxText.homeIntroChatWait, {
          app: chatApp(config, locale),
          // What the app is, where a language's readers may not know it (config `chat.appGloss`).
          appGloss: config.chat.appGloss?.[locale]
            ? `${text.words.openParen}${config.chat.appGloss[locale]}${text.words.closeParen}`
            : '',
          wait: formatHours(admission.typicalWaitHours, units),
        })}
      </span>
      <OtherWait />
    </>
  );
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
  // The whitelist steps' other way to apply (config/community.ts otherContact), before the chat in
  // the languages whose readers mostly have no account with the chat's app (`firstIn`).
  const applyOther =
    config.otherContact && hasWhitelist(config.admission)
      ? (path: NewcomerPath) => (
          // Said as an instruction whichever comes first: under its label ("没有 QQ："), and alone for
          // the reader who chose it (src/lib/chatWay.ts), "也可以…" ("You can also…") read as an aside.
          <OtherContactLine
            use="apply"
            brief
            first
            edition={path.id === 'bedrock' ? 'bedrock' : 'java'}
            path={path.id}
          />
        )
      : undefined;
  const otherFirst = otherContactFirst(config, locale);
  // Whether the Java range runs from the old numbering into the year-based one.
  const years = yearNumbering(config.gameVersion, newestClientOf(config));
  const brokenLinks = useBrokenLinks();
  // Other pages link to a row (`#path-java-skin`, the handover's link); tell the build's link checker it exists.
  newcomerPaths(config).forEach((path) => brokenLinks.collectAnchor(PATH_ROWS.row(path.id)));
  infoRows(config.login).forEach((id) => brokenLinks.collectAnchor(PATH_ROWS.row(id)));
  useClosedOnReturn(list);
  useOpenFromHash(list);
  useRememberOpenRow(list);
  const java = useServerJava();
  const admission = config.admission;
  // The skin site's player-name rule, in the skin page's words (<SkinSignup part="names" />).
  const nameRule = signupSentence('names', config.skinSite.signup);
  const values = (path: NewcomerPath): Record<string, ReactNode> => ({
    skinSite: <Link href={config.skinSite.url}>{config.skinSite.label[locale]}</Link>,
    chat: <Link href={config.chat.url}>{config.chat.label[locale]}</Link>,
    chatId: config.chat.id,
    player: config.skinSite.signup?.playerNameAtSignup ? text.words.playerAtSignup : text.words.playerAfter,
    nameRule: nameRule ? <span data-name-rule="">{`${nameRule}${text.words.sentenceGap}`}</span> : '',
    command: <WhitelistCommand edition={path.id === 'bedrock' ? 'bedrock' : 'java'} />,
    profile: <ProfileLink />,
    exampleGamertag: <code>{EXAMPLE_GAMERTAG}</code>,
    example: <code data-bedrock-example="">{bedrockExample()}</code>,
    // The bot page's example name (data/clerk-commands.yml's first example of the command).
    javaExample: (
      <code data-java-example="">{applicationCommand(botCommand('wl-apply'), 'java', EXAMPLE_PLAYER)}</code>
    ),
    wait: admission.whitelist === 'bot' ? formatHours(admission.typicalWaitHours, units) : '',
    java: String(java ?? ''),
    gameVersion: config.gameVersion,
    newest: newestClientOf(config) ?? '',
    // Why the range's top reads lower than its bottom ("1.21.4 to 26.2"), right after the range
    // (strict reading 52: at the end of the step, after two links, it came too late).
    years: years ? `${text.words.sentenceGap}${fillText(text.javaYearNumbers, years)}` : '',
    mirror: <Link to={`${ROUTES.java}#china-mirror`}>{config.javaMirror.label[locale]}</Link>,
    javaPage: <Link to={ROUTES.java}>{text.words.javaPage}</Link>,
    account: path.id === 'bedrock' ? '' : text.accountName[path.id],
    multiplayer: <strong>{text.words.multiplayer}</strong>,
    launchers: <Link to={`${ROUTES.launchers}#choose`}>{text.words.launchers}</Link>,
    // For readers who would rather use HMCL or PCL than the official launcher: those guides, not the
    // choice, which recommends the official launcher again (strict reading 22).
    guides: <Link to={`${ROUTES.launchers}#guides`}>{text.words.guides}</Link>,
    officialLauncher: <Link to={`${ROUTES.launchers}#official-launcher`}>{text.words.officialLauncher}</Link>,
    // The launcher's own download page (strict reading 35: the step named the website without a link).
    officialSite: (
      <Link
        href={(officialLauncher.download as Record<string, string>)[locale] ?? officialLauncher.download.en}
      >
        {text.words.officialSite}
      </Link>
    ),
    pcl: <Link to={`${ROUTES.pcl}#${LAUNCHER_START.pcl}`}>PCL</Link>,
    regionLock: <Link to={signInHref('java-skin', 'hmcl')}>{text.words.regionLock}</Link>,
    servers: <strong>{text.words.servers}</strong>,
    play: <strong>{text.words.bedrockPlay}</strong>,
    addServer: <strong>{text.words.bedrockAddServer}</strong>,
    // The joining steps, where there is a whitelist: the server refuses the reader until approved
    // (strict reading 51: an impatient reader met "You are not whitelisted" at the last step).
    approval:
      config.admission.whitelist === 'bot' ? (
        <>
          {text.words.sentenceGap}
          {/* What the game says until then (reading 71, en: the impatient reader may think it broken), from
              data/game-messages.yml (`spigot-whitelist`) at build: GameMessage's data was 2 KiB on the home page. */}
          {fill(text.words.joinAfterApproval, {message: text.whitelistRefusal})}
        </>
      ) : null,
    host: <code>{path.id === 'bedrock' ? config.bedrock.host : config.java.host}</code>,
    port: <code>{config.bedrock.port}</code>,
    bedrockRule: text.bedrockVersionRule ?? '',
    newer: <Link to={`${ROUTES.joinBedrock}#newer-than-geyser`}>{text.words.bedrockNewer}</Link>,
  });
  // The two ways to apply, each under its own label (a strict reading, issue 45: stacked without
  // one, the email and the chat read as two things to do).
  const app = chatApp(config, locale);
  const label = (words: string) => <strong data-apply-label="">{fillText(words, {app})}</strong>;
  return (
    <div className={styles.paths} ref={list}>
      {/* With a whitelist, the hero just above says it, the review's waits and the skin site
        (ApplyFirst): the opening says only how to use the rows (strict reading 78, both languages:
        the same facts twice before the rows). */}
      <p>{admission.whitelist === 'bot' ? text.boxText.homeIntroPick : text.boxText.homeIntroOpen}</p>
      {newcomerPaths(config).map((path) => (
        <details
          key={path.id}
          id={PATH_ROWS.row(path.id)}
          className={styles.path}
          data-path={path.id}
          // The row opened is the reader's path: the "Next" cards of its pages follow it.
          onToggle={(event) => {
            if (event.currentTarget.open) rememberPath(path.id);
          }}
        >
          <summary>{text.pathText[path.id].summary}</summary>
          <Handover path={path} />
          {/* On Bedrock, signing in comes before the steps, said once: with a whitelist the gamertag both
              ways of applying ask for shows only then (strict reading 18: "sign in first" inside step 1
              pointed at step 2; said again in the last step, it read as a second sign-in). */}
          {path.id === 'bedrock' && (
            <p data-bedrock-sign-in="">
              {fill(text.boxText.bedrockSignInFirst, {
                // How, with the device-code case (strict reading 25: no link from the row).
                signIn: <Link to={BEDROCK_SIGN_IN}>{text.boxText.bedrockSignInLink}</Link>,
              })}
              {admission.whitelist === 'bot' && (
                <>
                  {text.words.sentenceGap}
                  {text.boxText.bedrockGamertagThen}
                </>
              )}
            </p>
          )}
          <ol>
            {path.steps.map((step) => {
              const words = stepWords(
                text.stepText[step.id],
                clientVersionsOf(config),
                newestClientOf(config),
              );
              const body = words.bodyFor?.[path.id] ?? words.body;
              // The skin-site row's launcher steps by whose they are (strict readings 56: after "keep
              // a friend's HMCL, then go straight to the last step", a step 4 titled "Get PCL" read as
              // every reader's).
              const title = words.titleFor?.[path.id] ?? words.title;
              const v = values(path);
              const oneTap =
                step.id === 'join-bedrock' && bedrockLink
                  ? fill(text.boxText.oneTapStep, {
                      // The game opens the link: no new browser tab (as on the address card).
                      link: (
                        <Link href={bedrockLink.href} target="_self" data-one-tap-step="">
                          <Translate id="serverAddress.oneTap.link">一键添加到基岩版</Translate>
                        </Link>
                      ),
                      // Where the link does nothing: a page opened inside the chat's app, said to its readers
                      // only (strict reading 74, en: after "Without QQ", "inside QQ or WeChat" was for someone else).
                      inApp: (
                        <span data-chat-branch={config.otherContact ? 'chat' : undefined}>
                          {text.boxText.oneTapInApp}
                        </span>
                      ),
                    })
                  : null;
              return (
                <li key={step.id}>
                  <Link to={href(step)} data-step={step.id}>
                    {fill(titleFor(title, href(step)), v)}
                  </Link>
                  <AlsoIn step={step} />
                  <br />
                  {/* A launcher a friend set up first, then choosing one (strict reading 46: after the
                      choice, the reader with a friend's launcher, this row's own, read it last). */}
                  {step.id === 'account' && <HaveLauncher path={path} />}
                  {/* Before applying, whichever way: the rules' summary (strict reading 15: the rows said
                      nothing of the rules the application agrees to). */}
                  {step.id === 'whitelist' && (
                    <>
                      <ReadRules short />
                      {applyOther ? <ChatWayChoice app={app} /> : <br />}
                    </>
                  )}
                  {/* The two ways to apply on lines of their own: their names are spelled differently (a
                      strict reading, issue 45: read as one paragraph, the chat's spelling went into the email).
                      Each marked as its way, for the reader who chose to see only theirs (src/lib/chatWay.ts). */}
                  {step.id === 'whitelist' && applyOther && otherFirst && (
                    <span className={styles.way} data-chat-branch="other">
                      {label(text.boxText.applyWithoutChat)} {applyOther(path)}
                    </span>
                  )}
                  <ChatBranch on={step.id === 'whitelist' && !!applyOther}>
                    {step.id === 'whitelist' && applyOther && <>{label(text.boxText.applyWithChat)} </>}
                    {/* A line per part where the words break them (Bedrock's version check, then adding the
                        server: strict reading 41 found one paragraph with eight jobs). */}
                    {body.split('\n').map((line, i) => (
                      <Fragment key={i}>
                        {i > 0 && <br />}
                        {/* The one-tap link before adding the server by hand, its fallback (strict
                            reading 67, en: on an iPhone the easy way came last). */}
                        {i === 1 && oneTap && (
                          <>
                            {oneTap}
                            <br />
                          </>
                        )}
                        {fill(line, {
                          ...v,
                          byHand: oneTap ? text.boxText.oneTapByHand : text.boxText.oneTapThen,
                        })}
                      </Fragment>
                    ))}
                  </ChatBranch>
                  {/* Words without a second line (adding by hand) still get the link, after them. */}
                  {oneTap && !body.includes('\n') && (
                    <>
                      <br />
                      {oneTap}
                    </>
                  )}
                  {/* The reader about to pick a version gets the one statement of which versions get in
                      (a strict reading, issue 45: "make an installation of 1.21.4" read as stricter
                      than the pages that say newer releases usually get in). */}
                  {step.id === 'official-launcher' && !words.versionInBody && (
                    <>
                      {text.words.sentenceGap}
                      <VersionRule />
                    </>
                  )}
                  {step.id === 'whitelist' && applyOther && !otherFirst && (
                    <span className={styles.way} data-chat-branch="other">
                      {label(text.boxText.applyWithoutChat)} {applyOther(path)}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </details>
      ))}
      {!acceptsSkinSite(config.login) && (
        <details className={styles.path} id={PATH_ROWS.row('offline')} data-path-info="offline">
          <summary>{text.boxText.offlineSummary}</summary>
          <p>
            {fill(text.boxText.offlineBody, {
              link: <Link to={`${ROUTES.faq}#offline-account`}>{text.boxText.offlineLink}</Link>,
            })}
          </p>
        </details>
      )}
      <details className={styles.path} id={PATH_ROWS.row('console')}>
        <summary>{text.boxText.consoleSummary}</summary>
        <p>
          {fill(text.boxText.consoleBody, {
            link: <Link to={`${ROUTES.joinBedrock}#supported-devices`}>{text.boxText.consoleLink}</Link>,
          })}
        </p>
      </details>
      <details className={styles.path} id={PATH_ROWS.row('other')}>
        <summary>{text.boxText.otherSummary}</summary>
        <p>
          {fill(text.boxText.otherBody, {
            netease: <Link to={`${ROUTES.faq}#netease`}>{text.boxText.neteaseLink}</Link>,
            phone: <Link to={`${ROUTES.faq}#java-on-phone`}>{text.boxText.phoneLink}</Link>,
          })}
        </p>
      </details>
    </div>
  );
}
