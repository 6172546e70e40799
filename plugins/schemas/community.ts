/**
 * The schema of config/community.ts. docusaurus.config.ts validates the file with it before
 * anything is built, so a typo fails the build with the field named, not a broken page.
 */
import type {
  Admission,
  CommunityConfig,
  ServerEndpoint,
  SkinSiteSignup,
  StatusProvider,
} from '../../config/community';
import {compareMcVersions, parseMcVersion} from '../../src/lib/javaVersions';
import {CommunityConfigError} from './errors';
import {
  fieldsOf,
  firstProblem,
  isUrl,
  Joi,
  localizedFields,
  someLocalizedFields,
  rule,
  says,
  text,
  VERSION,
  ISO_DATE,
} from './joi';

export {CommunityConfigError};

/** An ICP filing number as the MIIT issues it: province, "ICP备", digits, "号", and a site number. */
const ICP_FILING = /^\p{Script=Han}ICP备\d+号(-\d+)?$/u;

/** An email address, as far as a typo check goes: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>.]+$/;

/** A web address: an absolute http(s) URL. */
const webUrl = () =>
  rule(text(), (value: string) => {
    try {
      new URL(value);
    } catch {
      return `must be an absolute URL, got "${value}"`;
    }
    return isUrl(value, ['https:', 'http:']) ? undefined : `must be an http(s) URL, got "${value}"`;
  });

/** Status APIs whose answers the address card can read (src/lib/serverStatus.ts). */
const STATUS_PROVIDERS: readonly StatusProvider[] = ['mcstatus.io', 'mcsrvstat.us'];

const flag = () =>
  says(Joi.boolean().required(), (value) => `must be true or false, got ${JSON.stringify(value)}`);

const group = (keys: Record<string, Joi.Schema>) => says(Joi.object(keys).required(), 'must be an object');

const endpoint = () =>
  says(
    Joi.object(
      fieldsOf<ServerEndpoint>({
        host: rule(text(), (host: string) =>
          /[\s/:]/.test(host) ? `must be a bare host name or IP, got "${host}"` : undefined,
        ),
        port: says(
          Joi.number().integer().min(1).max(65535).required(),
          (port) => `must be an integer from 1 to 65535, got ${String(port)}`,
        ),
      }),
    ).required(),
    'must be an object {host, port}',
  );

const link = () => group(fieldsOf<CommunityConfig['mainSite']>({url: webUrl(), label: localizedFields()}));

/** A player-name length limit as Blessing Skin accepts it (1 to 50 characters). */
const nameLength = () =>
  says(
    Joi.number().integer().min(1).max(50).required(),
    (value) => `must be a whole number of characters from 1 to 50, got ${JSON.stringify(value)}`,
  );

const hours = () =>
  says(
    Joi.number()
      .greater(0)
      .max(24 * 30)
      .required(),
    (value) => `must be a number of hours above 0 and at most 720, got ${JSON.stringify(value)}`,
  );

/**
 * siteUrl must be where the built site is served: its path must be the base path the site is
 * built for (`baseUrl`, from the validation context), or every link, script and the search
 * index would point to the wrong place.
 */
const siteUrl = rule(webUrl(), (value: string, helpers) => {
  if (value.endsWith('/')) return 'must not end with "/"';
  const url = new URL(value);
  if (url.search || url.hash) return `must not have a query or fragment, got "${value}"`;
  const baseUrl = (helpers.prefs.context as {baseUrl: string}).baseUrl;
  if (`${url.pathname.replace(/\/$/, '')}/` === baseUrl) return undefined;
  return (
    `is "${value}", whose path "${url.pathname}" is not the base path "${baseUrl}" the site is built for ` +
    `(baseUrl in docusaurus.config.ts; deploy/nginx.conf and static/_headers serve the site from "${baseUrl}"). ` +
    `Serve the site at the root of its own host name (for example a docs. subdomain) and set siteUrl to that ` +
    `address without a path, e.g. "${url.origin}".`
  );
});

const communitySchema = says(
  Joi.object(
    // Every field of CommunityConfig (config/community.ts), the one declaration of its shape: a
    // field added there without a schema here, or a schema here of no field there, fails the typecheck.
    fieldsOf<CommunityConfig>({
      siteUrl,
      siteTitle: localizedFields(),
      tagline: localizedFields(),
      serverName: localizedFields(),
      java: endpoint(),
      bedrock: endpoint(),
      bedrockNamePrefix: says(
        Joi.string().min(1).max(15).pattern(/^\S+$/).required(),
        (value) =>
          `must be Floodgate's username-prefix (config.yml of Floodgate, default "."): 1 to 15 characters without spaces, got ${JSON.stringify(value)}`,
      ),
      gameVersion: rule(text(), (value: string) =>
        VERSION.test(value) ? undefined : `must look like "1.21.4", got "${value}"`,
      ),
      clientVersions: says(
        Joi.string().valid('exact', 'newer', 'newerAndOlder'),
        (value) =>
          `must be "exact" (only gameVersion), "newer" (ViaVersion: newer clients too) or "newerAndOlder" (ViaBackwards too), or left out, got ${JSON.stringify(value)}`,
      ),
      newestClientVersion: rule(text().optional(), (value: string, h) => {
        if (!VERSION.test(value)) return `must look like "26.2", got "${value}"`;
        const config = h.state.ancestors[0] as {gameVersion?: unknown; clientVersions?: unknown};
        if ((config.clientVersions ?? 'exact') === 'exact')
          return 'needs clientVersions "newer" or "newerAndOlder" (with "exact" only gameVersion gets in): set one, or leave newestClientVersion out';
        const game = parseMcVersion(String(config.gameVersion));
        return game && compareMcVersions(parseMcVersion(value)!, game) < 0
          ? `must not be older than gameVersion (${String(config.gameVersion)})`
          : undefined;
      }),
      mainSite: link(),
      chat: group(
        fieldsOf<CommunityConfig['chat']>({
          url: webUrl(),
          label: localizedFields(),
          id: text(),
          app: says(Joi.string().trim().min(1), 'must be the name of the chat app, e.g. "QQ", or left out'),
          appGloss: someLocalizedFields().optional(),
          about: someLocalizedFields().optional(),
          joining: localizedFields().optional(),
        }),
      ),
      skinSite: group(
        fieldsOf<CommunityConfig['skinSite']>({
          url: webUrl(),
          label: localizedFields(),
          signup: says(
            Joi.object(
              fieldsOf<SkinSiteSignup>({
                playerNameAtSignup: flag(),
                emailVerification: flag(),
                playerNames: says(
                  Joi.string().valid('official', 'cjk'),
                  (value) =>
                    `must be "official" (letters, digits, _) or "cjk" (Chinese characters too), or left out for a custom rule, got ${JSON.stringify(value)}`,
                ),
                nameLength: rule(
                  group({min: nameLength(), max: nameLength()}),
                  ({min, max}: {min: number; max: number}) =>
                    min > max ? [['max'], `must be at least min (${min}), got ${max}`] : undefined,
                ),
              }),
            ),
            'must be an object {playerNameAtSignup, emailVerification, playerNames, nameLength}, or left out',
          ),
        }),
      ),
      login: says(
        Joi.string().valid('microsoft', 'skinSite', 'both').required(),
        (value) => `must be "microsoft", "skinSite" or "both", got ${JSON.stringify(value)}`,
      ),
      admission: group(
        fieldsOf<Extract<Admission, {whitelist: 'bot'}>>({
          whitelist: says(
            Joi.string().valid('bot', 'none').required(),
            (value) =>
              `must be "bot" (apply with the chat bot) or "none" (no whitelist), got ${JSON.stringify(value)}`,
          ),
          typicalWaitHours: Joi.when('whitelist', {is: 'bot', then: hours()}),
          remindAfterHours: Joi.when('whitelist', {
            is: 'bot',
            then: rule(hours(), (value: number, helpers) =>
              value > (helpers.state.ancestors[0] as {typicalWaitHours: number}).typicalWaitHours
                ? undefined
                : 'must be longer than admission.typicalWaitHours (players remind the admins only after the usual wait)',
            ),
          }),
        }),
      ),
      javaMirror: group(
        fieldsOf<CommunityConfig['javaMirror']>({
          label: localizedFields(),
          folder: rule(webUrl(), (value: string) =>
            value.startsWith('https://') && value.includes('{version}')
              ? undefined
              : `must be an https:// address containing {version} (and, where the mirror has them, {package}, {arch}, {os}), got "${value}"`,
          ),
        }),
      ),
      repository: group(fieldsOf<CommunityConfig['repository']>({url: webUrl(), editBranch: text()})),
      announcement: group(fieldsOf<CommunityConfig['announcement']>({id: text(), text: localizedFields()})),
      groupPhoto: group(
        fieldsOf<CommunityConfig['groupPhoto']>({
          src: rule(text(), (value: string) =>
            /^\/[^/]/.test(value) && /\.(webp|avif|jpe?g|png)$/i.test(value)
              ? undefined
              : `must be a path of a file in static/, starting with "/" (the site never hot-links images), to a .webp, .avif, .jpg or .png image, got "${value}"`,
          ),
          width: says(
            Joi.number().integer().greater(0).required(),
            'must be the image size in pixels, a whole number',
          ),
          height: says(
            Joi.number().integer().greater(0).required(),
            'must be the image size in pixels, a whole number',
          ),
          alt: localizedFields(),
          takenOn: says(Joi.string().pattern(ISO_DATE).required(), 'must be a date written YYYY-MM-DD'),
        }),
      ),
      copyrightHolder: localizedFields(),
      copyrightYear: says(Joi.number().integer().required(), 'must be a whole number'),
      icpFiling: says(
        Joi.string().pattern(ICP_FILING).allow(null),
        (value) =>
          `must be the ICP filing number as issued, e.g. "京ICP备12345678号-1", or null, got ${JSON.stringify(value)}`,
      ),
      bedrockLink: group({enabled: flag()}),
      serverStatus: group(
        fieldsOf<CommunityConfig['serverStatus']>({
          enabled: flag(),
          source: says(
            Joi.string().valid('api', 'self'),
            (value) => `must be "api" or "self", got ${JSON.stringify(value)}`,
          ),
          provider: says(
            Joi.string()
              .valid(...STATUS_PROVIDERS)
              .required(),
            (value) =>
              `must be one of ${STATUS_PROVIDERS.map((p) => `"${p}"`).join(', ')}, got ${JSON.stringify(value)}`,
          ),
          endpoint: rule(text(), (endpoint: string) => {
            if (!endpoint.includes('{host}')) return `must contain {host}, got "${endpoint}"`;
            const sample = endpoint.replace('{host}', 'example.com').replace('{port}', '25565');
            if (!isUrl(sample, ['https:', 'http:'])) return `must be an absolute URL, got "${endpoint}"`;
            // The reader's browser calls it from an https page: plain http would be blocked as mixed content.
            return isUrl(sample, ['https:']) ? undefined : `must be an https URL, got "${endpoint}"`;
          }),
          // A path on the site's own host (fetched from the page, so it stays on the site's origin).
          path: rule(
            says(
              Joi.string(),
              (value) => `must be a path on this site like "/status.json", got ${JSON.stringify(value)}`,
            ),
            (value: string) =>
              /^\/(?![/\\])[^\s\\?#]*$/.test(value)
                ? undefined
                : `must be a path on this site starting with one "/", like "/status.json", got ${JSON.stringify(value)}`,
          ),
          edition: says(
            Joi.string().valid('java', 'bedrock').required(),
            (value) => `must be "java" or "bedrock", got ${JSON.stringify(value)}`,
          ),
        }),
      ),
      inAppBrowserHint: group({enabled: flag()}),
      messageLookup: group({enabled: flag()}),
      languageOffer: group({enabled: flag()}),
      reportProblem: group(
        fieldsOf<CommunityConfig['reportProblem']>({
          enabled: flag(),
          issueUrl: rule(webUrl(), (value: string) =>
            value.startsWith('https://') ? undefined : `must be an https:// address, got "${value}"`,
          ).optional(),
        }),
      ),
      pageContributors: group({enabled: flag()}),
      authorNames: says(
        Joi.object().pattern(Joi.string().trim().min(1), localizedFields()),
        'must map each author name (as .mailmap spells it) to {zh, en} names, or be left out',
      ),
      versionNotice: group({enabled: flag()}),
      commandsByRank: group({enabled: flag()}),
      applicationHelper: group({enabled: flag()}),
      joinCheck: group({enabled: flag()}),
      skinSiteDrag: group({enabled: flag()}),
      // Share cards and offline reading (issue 29, items 4, 5 and 8); optional.
      shareCards: says(
        Joi.object(
          fieldsOf<NonNullable<CommunityConfig['shareCards']>>({
            pageCards: group({enabled: flag()}),
            joinCard: group({enabled: flag()}),
            fonts: says(
              Joi.object(
                fieldsOf<NonNullable<NonNullable<CommunityConfig['shareCards']>['fonts']>>({
                  regular: text(),
                  bold: text(),
                  family: text(),
                }),
              ),
              'must be {regular, bold, family}: two font file paths and the family name inside them',
            ),
          }),
        ),
        'must be an object',
      ),
      offline: says(Joi.object({enabled: flag()}), 'must be an object'),
      otherContact: says(
        Joi.object(
          fieldsOf<NonNullable<CommunityConfig['otherContact']>>({
            kind: says(
              Joi.string().valid('email', 'discord', 'form').required(),
              (value) => `must be "email", "discord" or "form", got ${JSON.stringify(value)}`,
            ),
            address: Joi.when('kind', {
              is: 'email',
              then: rule(text(), (value: string) =>
                EMAIL.test(value)
                  ? undefined
                  : `must be an email address like "admins@example.com" (kind "email"), got "${value}"`,
              ),
              otherwise: rule(text(), (value: string) =>
                isUrl(value, ['https:'])
                  ? undefined
                  : `must be an https:// address (kind "discord" or "form"), got "${value}"`,
              ),
            }),
            label: localizedFields().optional(),
            replyWithinHours: says(
              Joi.number().greater(0),
              (value) =>
                `must be a number of hours greater than 0, or left out, got ${JSON.stringify(value)}`,
            ),
            // A language the site does not build is allowed (and does nothing): switching a locale off
            // in config/locale.ts stays a change in one place.
            firstIn: says(
              Joi.array().items(Joi.string().min(1)),
              (value) =>
                `must be a list of language codes such as ["en"], or left out, got ${JSON.stringify(value)}`,
            ),
            languages: someLocalizedFields().optional(),
          }),
        ).allow(null),
        'must be {kind, address, label?, replyWithinHours?, firstIn?, languages?} or null',
      ),
    }),
  ).required(),
  'must export an object',
);

/**
 * Checks the community config at build time (docusaurus.config.ts calls it). `baseUrl` is the
 * path the site is built to be served under.
 */
export function validateCommunity(config: unknown, baseUrl = '/'): CommunityConfig {
  const problem = firstProblem(communitySchema, config, {baseUrl});
  if (problem) throw new CommunityConfigError(problem.path.join('.') || '(root)', problem.problem);
  return config as CommunityConfig;
}
