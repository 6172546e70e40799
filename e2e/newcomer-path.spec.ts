import {expect, test, type Page} from './lib/test';
import community, {type CommunityConfig} from '../config/community';
import {docSource, frontMatter, locales, localized, requiredRoutes, type Locale} from './lib/site';
import {
  acceptsSkinSite,
  cardHref,
  fillText,
  FIRST_HOUR,
  FRIENDS_LAUNCHER,
  hasWhitelist,
  href,
  LAUNCHER_NAME,
  newcomerPaths,
  nextStepCard,
  pathNextCard,
  pathNextChoices,
  pathThrough,
  ROUTES,
  YOU_ARE_IN,
  type NewcomerPath,
  type PathId,
  type StepId,
} from '../src/lib/newcomer';
import {contactHref, withoutChatCase} from '../src/lib/otherContact';
import {READER_PATH_KEY} from '../src/lib/readerPath';
import {localize} from '../src/lib/localized';
import {accountAnswer, hoursIn, withoutChatText} from '../src/lib/newcomerText';
import {PHONE} from './lib/screens';

/**
 * Where a card of pathNextChoices or pathNextCard leads on the page (cardHref: Bedrock's card to
 * applying opens the sign-in section its title names first).
 */
const cardTarget = (
  card: {href: string; step: StepId; end?: true},
  paths?: PathId[],
  path?: PathId,
): string =>
  cardHref(
    card.end
      ? {href: card.href, kind: 'end'}
      : {href: card.href, kind: 'step', step: card.step, ...(paths && {paths})},
    path,
  );
import {served} from './lib/built';

/**
 * A new player's evening: from the home page, pick a path and follow only the
 * links the pages offer (the home page's first step, then each page's "next
 * step" box) until a page says "you're in". The paths come from
 * config/community.ts, so a fork that accepts other accounts walks its own.
 */
const paths = newcomerPaths(community);
const pathname = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

async function walk(page: Page, path: NewcomerPath, locale: Locale): Promise<void> {
  await page.goto(localized('/', locale));
  const details = page.locator(`details[data-path="${path.id}"]`);
  await details.locator(':scope > summary').click();
  await expect(details).toHaveAttribute('open', '');
  const listed = details.locator('a[data-step]');
  await expect(listed).toHaveCount(path.steps.length);
  const visited = [pathname(page)];
  await listed.first().click();
  for (const [i, step] of path.steps.entries()) {
    const expected = localized(href(step), locale);
    await expect(page, `step ${i + 1}: ${step.id}`).toHaveURL(
      (url) => decodeURIComponent(url.pathname) + url.hash === expected,
    );
    const here = pathname(page);
    expect(visited, `step ${i + 1} (${step.id}) leads back to ${here}, already visited`).not.toContain(here);
    visited.push(here);
    await expect(page.locator(`[id="${step.hash}"]`)).toBeVisible();
    // The "Next" card at the end follows the row the reader opened on the home page
    // (src/lib/readerPath.ts), where the paths part (the bot page) and on a page that holds two paths'
    // steps (the launcher page) too.
    const own = pathNextCard(community, step.page, path.id)!;
    await expect(
      page.locator('nav.pagination-nav a.pagination-nav__link--next'),
      `${step.id}: the Next card follows ${path.id}`,
    ).toHaveAttribute('href', localized(own.href, locale));
    // No "Previous" card: the sidebar's previous doc is off the path (strict readings 30 and 31).
    await expect(page.locator('nav.pagination-nav a.pagination-nav__link--prev'), step.id).toHaveCount(0);
    if (i === path.steps.length - 1) break;
    // The box of this step: a page may host two steps (the launcher page: the launcher choice and
    // the official launcher), each with its own box.
    const next = page.locator(
      `article nav[aria-labelledby="next-step-${step.id}"] a[data-next-step][data-paths~="${path.id}"]`,
    );
    await expect(next, `the ${step.id} page offers the next step`).toHaveCount(1);
    await next.click();
  }
  await expect(page.locator(`[id="${YOU_ARE_IN}"]`)).toBeVisible();
}

/**
 * Every path on a phone, where newcomers read; on a wide screen the longest, which passes through
 * the most pages (the links a walk follows are the same at every width; what the width changes is
 * where the boxes sit, and a wide screen shows more of the page at once). Every path at both widths
 * was 16 walks, about 100 s of test time (issue 49).
 */
const longest = [...paths].sort((a, b) => b.steps.length - a.steps.length)[0]!;
for (const locale of locales) {
  for (const width of [390, 1280]) {
    test.describe(`${locale}, ${width} px`, () => {
      test.use({viewport: {width, height: 900}});
      for (const path of width === 390 ? paths : [longest]) {
        test(`${path.id}: home → ${path.steps.map((s) => s.id).join(' → ')} → you're in`, async ({page}) => {
          await walk(page, path, locale);
        });
      }
    });
  }
}

// Getting started lists the paths but is no step of one: its "Next" card leads a reader whose path is
// known to that path's first step; a reader who has opened no row gets a card per path, under its
// name (pathNextChoices).
for (const locale of locales) {
  test(`getting started's "Next" leads to the first step of the row opened (${locale})`, async ({page}) => {
    const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
    await page.goto(localized(ROUTES.start, locale));
    const choices = pathNextChoices(community, ROUTES.start);
    if (choices.length > 1) {
      await expect(next).toHaveCount(choices.length);
      expect(await next.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
        choices.map((c) => localized(cardTarget(c.card, c.paths), locale)),
      );
      // Each card says whose it is.
      const whose = await next.locator('.pagination-nav__sublabel').allTextContents();
      expect(new Set(whose.map((w) => w.trim())).size, whose.join(' | ')).toBe(choices.length);
    }
    for (const path of paths) {
      await page.goto(localized('/', locale));
      await page.locator(`details[data-path="${path.id}"] > summary`).click();
      // Remembered even when the tap comes before the page's script has run.
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), READER_PATH_KEY), path.id)
        .toBe(path.id);
      await page.goto(localized(ROUTES.start, locale));
      await expect(next, path.id).toHaveAttribute(
        'href',
        localized(
          cardTarget({href: href(path.steps[0]!), step: path.steps[0]!.id}, undefined, path.id),
          locale,
        ),
      );
    }
  });
}

// Under a path's name a card's title starts "Next step:" (as on getting started); under the theme's
// own "Next" label it does not repeat it (strict reading 41, en: "Next — Next: your first hour").
for (const locale of locales) {
  test(`the Java page's ways back are labelled each by its guide, not all "Next" (${locale})`, async ({
    page,
  }) => {
    // Strict reading 74 (zh): two cards both under "下一页" at the end of the Java page.
    await page.goto(localized(ROUTES.java, locale));
    const cards = page.locator('nav.pagination-nav a.pagination-nav__link--next');
    const count = await cards.count();
    test.skip(count < 2, 'one way on from the Java page in this configuration');
    const labels = (await cards.locator('.pagination-nav__sublabel').allTextContents()).map((l) => l.trim());
    expect(new Set(labels).size, labels.join(' | ')).toBe(count);
    for (const [i, label] of labels.entries()) {
      const title = (await cards.nth(i).locator('.pagination-nav__label').textContent())!;
      // The label names the guide the card's title goes back to.
      expect(
        Object.values(LAUNCHER_NAME).some((name) => label.includes(name) && title.includes(name)),
        label,
      ).toBe(true);
    }
  });

  test(`a lone "Next" card does not say "next" twice (${locale})`, async ({page}) => {
    const choices = pathNextChoices(community, ROUTES.start);
    test.skip(choices.length < 2, 'no page with a card per path to take the "Next step:" words from');
    const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
    await page.goto(localized(ROUTES.start, locale));
    const titles = (await next.locator('.pagination-nav__label').allTextContents()).map((t) => t.trim());
    let prefix = titles[0]!;
    for (const t of titles) while (!t.startsWith(prefix)) prefix = prefix.slice(0, -1);
    expect(prefix.trim().length, titles.join(' | ')).toBeGreaterThan(0);
    // The last step of a path: its one card leads on to the first hour, under "Next".
    const last = paths[0]!.steps.at(-1)!;
    await page.goto(localized(last.page, locale));
    await expect(next).toHaveCount(1);
    const title = (await next.locator('.pagination-nav__label').textContent())!.trim();
    const label = (await next.locator('.pagination-nav__sublabel').textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    expect(title.startsWith(prefix.trim()), title).toBe(false);
    expect(title.toLowerCase().startsWith(label.toLowerCase()), `${label} — ${title}`).toBe(false);
  });
}

// A page that sends the reader back to the path (the rules page, before applying) opens their own
// row once it is known; for anyone else, the list (strict reading 24: every row folded again).
for (const locale of locales) {
  test(`a link back to the newcomer path opens the reader's own row (${locale})`, async ({page}) => {
    const back = page.locator('article a[data-path-link]');
    await page.goto(localized(ROUTES.rules, locale));
    test.skip((await back.count()) === 0, "this community's rules page has no link back to the path");
    await expect(back.first()).toHaveAttribute('href', localized('/#start-here', locale));
    const path = paths.at(-1)!;
    await page.goto(localized('/', locale));
    await page.locator(`details[data-path="${path.id}"] > summary`).click();
    // Remembered before leaving (a tap before the page's script has run is remembered once it runs).
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), READER_PATH_KEY), path.id)
      .toBe(path.id);
    await page.goto(localized(ROUTES.rules, locale));
    await expect(back.first()).toHaveAttribute('href', localized(`/#path-${path.id}`, locale));
    // Its "Next" card too: back to applying on that path (paginatorCards), not on to joining.
    const apply = path.steps.find((s) => s.id === 'whitelist');
    if (apply)
      await expect(page.locator('nav.pagination-nav a.pagination-nav__link--next').first()).toHaveAttribute(
        'href',
        localized(cardTarget({href: href(apply), step: apply.id}, undefined, path.id), locale),
      );
    // Last, for a player who is in already (the joining pages send them here): the first hour.
    if (apply)
      await expect(page.locator('nav.pagination-nav a.pagination-nav__link--next').last()).toHaveAttribute(
        'href',
        localized(href(FIRST_HOUR), locale),
      );
    await back.first().click();
    await expect(page.locator(`details[data-path="${path.id}"]`)).toHaveAttribute('open', '');
  });
}

// What a reader without scripts gets is the page as served: each path a <details> that opens by
// itself, its steps plain links (checked in the HTML; loading the page without JavaScript for it
// cost a browser load, issue 49).
for (const locale of locales) {
  test(`the home page's paths read as plain text and open without JavaScript (${locale})`, () => {
    const $ = served(localized('/', locale));
    for (const path of paths) {
      const details = $(`details[data-path="${path.id}"]`);
      expect(details, path.id).toHaveLength(1);
      expect(details.children().first().is('summary'), `${path.id}: a <summary> opens it`).toBe(true);
      // The row's own list (a row may hold a shortcut's numbered steps too).
      const steps = details.children('ol').children('li');
      expect(steps, path.id).toHaveLength(path.steps.length);
      for (const [i, step] of path.steps.entries())
        expect(steps.eq(i).find('a[data-step]').attr('href'), `${path.id} step ${i + 1}`).toBe(
          localized(href(step), locale),
        );
    }
  });
}

test.describe('the sample config shows on the pages', () => {
  for (const locale of locales) {
    test(`account answer, whitelist wait and still-stuck box (${locale})`, async ({page}) => {
      // The account is answered where a wrong one is fixed, and the wait where the reader decides
      // whether to remind (both on can't get in); every newcomer page ends with the box.
      await page.goto(localized(ROUTES.cannotJoin, locale));
      const answer = fillText(accountAnswer[community.login][locale]!, {
        skinSite: localize(community.skinSite.label, locale),
      });
      await expect(page.locator('article [data-login]').filter({hasText: answer}).first()).toBeVisible();
      const admission = community.admission as {whitelist: string; typicalWaitHours?: number};
      if (admission.typicalWaitHours) {
        await page.goto(localized(ROUTES.cannotJoin, locale));
        const wait = hoursIn(admission.typicalWaitHours, locale);
        await expect(page.locator('article [data-admission]').filter({hasText: wait}).first()).toBeVisible();
      }
      await page.goto(localized(ROUTES.joinJava, locale));
      const box = page.locator('article [data-still-stuck]');
      await expect(box).toContainText(community.chat.id);
      await expect(box.locator(`a[href="${community.chat.url}"]`)).toBeVisible();
    });
  }
});

const newcomerPages = [
  ROUTES.intro,
  ROUTES.start,
  ROUTES.java,
  ROUTES.skin,
  ROUTES.launchers,
  ROUTES.hmcl,
  ROUTES.pcl,
  ROUTES.join,
  ROUTES.joinJava,
  ROUTES.joinBedrock,
  ROUTES.bot,
  ROUTES.faq,
  ROUTES.cannotJoin,
];

// The box is in the page as served (each page's <StillStuck />, rendered at build time), as a
// reader without scripts gets it: read in the HTML.
for (const locale of locales) {
  test(`every newcomer page ends with the still-stuck box, as served (${locale})`, () => {
    // Players without the chat app: the configured other contact, or none.
    const contact = community.otherContact as {kind: 'email' | 'discord' | 'form'; address: string} | null;
    for (const route of newcomerPages) {
      const $ = served(localized(route, locale));
      // The last block but the offer to keep the pages offline (the start page ends with it).
      const last = $('article .theme-doc-markdown').children().not('[data-testid="keep-offline"]').last();
      expect(last.attr('data-still-stuck'), route).toBe('');
      // As every reader first sees it: without the sentence only a reader who chose the other way
      // gets (src/lib/chatWay.ts), which says the same without the chat.
      const shown = last.clone();
      const onlyOther = shown.find('[data-chat-only="other"]').remove();
      expect(shown.find(`a[href="${localized(ROUTES.help, locale)}"]`), route).toHaveLength(1);
      expect(shown.find('[data-other-contact]'), route).toHaveLength(contact ? 1 : 0);
      if (contact) expect(shown.find(`a[href="${contactHref(contact)}"]`), route).toHaveLength(1);
      expect(onlyOther.length, route).toBe(
        contact && withoutChatCase(community, 'apply') === 'other' ? 1 : 0,
      );
      if (onlyOther.length) {
        expect(onlyOther.find(`a[href="${community.chat.url}"]`), route).toHaveLength(0);
        expect(onlyOther.find(`a[href="${contactHref(contact!)}"]`), route).toHaveLength(1);
        expect(onlyOther.find(`a[href="${localized(ROUTES.help, locale)}"]`), route).toHaveLength(1);
      }
    }
  });
}

for (const locale of locales) {
  test(`the home page: the whitelist steps and the community box offer the other contact (${locale})`, async ({
    page,
  }) => {
    const contact = community.otherContact as {kind: 'email' | 'discord' | 'form'; address: string} | null;
    await page.goto(localized('/', locale));
    const steps = page.locator('li:has(> a[data-step="whitelist"])');
    const box = page.locator('section[aria-labelledby="community-links"]');
    if (!contact || community.admission.whitelist !== 'bot') {
      await expect(page.locator('[data-other-contact-line]')).toHaveCount(0);
    } else {
      expect(await steps.count()).toBeGreaterThan(0);
      for (const step of await steps.all()) {
        // Applying by email opens the application email itself, its subject and fields filled in.
        const apply = step.locator('a[data-other-contact]');
        await expect(apply).toHaveCount(1);
        const href = (await apply.getAttribute('href'))!;
        if (contact.kind === 'email') {
          expect(href.startsWith(`${contactHref(contact)}?subject=`), href).toBe(true);
          expect(new URL(href).searchParams.get('body'), href).toBeTruthy();
        } else expect(href).toBe(contactHref(contact));
        // Before the chat's command where this language's readers mostly have no account with its app.
        const first = ((contact as {firstIn?: string[]}).firstIn ?? []).includes(locale);
        const order = await step.evaluate((li) => {
          const other = li.querySelector('[data-other-contact-line]')!;
          const chat = li.querySelector('code.command-line')!;
          return other.compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING
            ? 'other first'
            : 'chat first';
        });
        expect(order).toBe(first ? 'other first' : 'chat first');
        // Under its own label, and alone where the reader chose it (src/lib/chatWay.ts), it is never
        // worded as an alternative to the chat's way ("You can also apply…"), first or not.
        const line = (await step.locator('[data-other-contact-line]').textContent())!.replace(/\s+/g, ' ');
        const alternative = localize(withoutChatText.applyBrief, locale).split('{how}')[0]!.trim();
        if (alternative) expect(line).not.toContain(alternative);
      }
    }
    // Once, as a reader without a choice sees it (src/components/CommunityLinks writes it twice where
    // the reader can choose, one copy for each way, one of them hidden).
    await expect(box.locator('[data-other-contact]:visible')).toHaveCount(contact ? 1 : 0);
  });
}

test.describe('the home page list comes back closed', () => {
  for (const locale of locales) {
    test(`an opened row is closed after going to a step and back (${locale})`, async ({page}) => {
      const path = paths[0]!;
      await page.goto(localized('/', locale));
      const details = page.locator(`details[data-path="${path.id}"]`);
      await details.locator(':scope > summary').click();
      await expect(details).toHaveAttribute('open', '');
      await details.locator('a[data-step]').first().click();
      await expect(page).not.toHaveURL((url) => url.pathname === localized('/', locale));
      // The step's page is shown (the address changes before its code has loaded).
      await expect(page.locator(`details[data-path="${path.id}"]`)).toHaveCount(0);
      await page.goBack();
      await expect(page.locator(`details[data-path="${path.id}"]`)).not.toHaveAttribute('open', '');
    });

    test(`a row opened before the page went into the back/forward cache is closed when it is shown again (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized('/', locale));
      const details = page.locator(`details[data-path="${paths[0]!.id}"]`);
      await details.locator(':scope > summary').click();
      await expect(details).toHaveAttribute('open', '');
      // What the browser fires when it restores the page from the back/forward cache.
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true})));
      await expect(details).not.toHaveAttribute('open', '');
    });

    test(`a reader with no Microsoft account finds a row in their words (${locale})`, async ({page}) => {
      await page.goto(localized('/', locale));
      const offline = acceptsSkinSite(community.login)
        ? page.locator('details[data-path="java-skin"]')
        : page.locator('details[data-path-info="offline"]');
      const words = locale === 'en' ? /no Microsoft account/ : /没有微软账号/;
      await expect(offline.locator(':scope > summary')).toContainText(words);
    });
  }
});

test.describe('the home page on a phone', () => {
  test.use({viewport: PHONE});
  for (const locale of locales) {
    test(`the whitelist line is on the first screen, before the address (${locale})`, async ({page}) => {
      await page.goto(localized('/', locale));
      const line = page.locator('[data-apply-first]');
      if ((community.admission as {whitelist: string}).whitelist === 'none') {
        await expect(line).toHaveCount(0);
        return;
      }
      await expect(line).toBeVisible();
      const box = (await line.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    });

    test(`the line that offline accounts are refused is on the first screen, before the address (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized('/', locale));
      const line = page.locator('[data-offline-refused]');
      await expect(line).toBeVisible();
      const box = (await line.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const card = (await page.locator('.server-address').first().boundingBox())!;
      expect(box.y).toBeLessThan(card.y);
      // Where skin-site accounts get in, it points to the path's free account.
      await expect(line.locator('a[href="#start-here"]')).toHaveCount(
        acceptsSkinSite(community.login) ? 1 : 0,
      );
    });
  }
});

test.describe('whitelist commands on a phone', () => {
  test.use({viewport: PHONE});
  for (const locale of locales) {
    test(`each stays on one line, its word and the name together (${locale})`, async ({page}) => {
      for (const route of [ROUTES.bot, ROUTES.joinBedrock]) {
        await page.goto(localized(route, locale));
        const commands = page.locator('article code.command-line');
        if ((community.admission as {whitelist: string}).whitelist === 'none') continue;
        expect(await commands.count(), route).toBeGreaterThan(0);
        // Those on show (a closed tab or fold has none to measure).
        for (const command of await commands.all())
          if (await command.isVisible())
            expect(await command.evaluate((el) => el.getClientRects().length), route).toBe(1);
      }
    });
  }
});

test.describe('bot commands on a phone', () => {
  test.use({viewport: PHONE});
  for (const locale of locales) {
    test(`a command word never breaks, in text, boxes or tables (${locale})`, async ({page}) => {
      // The bot page's table and text, and the bot's command page.
      for (const route of [ROUTES.bot, ROUTES.botCommands]) {
        await page.goto(localized(route, locale));
        const words = await page
          .locator('article :not(pre) > code')
          .evaluateAll((codes) =>
            codes
              .filter((c) => /^#\S+$/.test(c.textContent ?? '') && c.getClientRects().length > 0)
              .map((c) => ({text: c.textContent, lines: c.getClientRects().length})),
          );
        expect(words.length, route).toBeGreaterThan(0);
        for (const word of words) expect(word.lines, `${route}: ${word.text}`).toBe(1);
      }
    });
  }
});

test.describe('the still-stuck box on a phone', () => {
  test.use({viewport: PHONE});
  for (const locale of locales) {
    // A strict reading on a phone found the box every newcomer page ends with too long (issue 45):
    // it now says what to send and where, and takes at most a third of the screen.
    test(`it takes at most a third of a 390 px screen (${locale})`, async ({page}) => {
      for (const route of newcomerPages) {
        await page.goto(localized(route, locale));
        const box = (await page.locator('article [data-still-stuck]').boundingBox())!;
        expect(box.height, route).toBeLessThanOrEqual(PHONE.height / 3);
      }
    });
  }
});

test.describe('the bot page points to itself as this page', () => {
  for (const locale of locales) {
    test(`its one-line "without the chat" notes do not send the reader to the bot page (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(ROUTES.bot, locale));
      const here = [withoutChatText.applyMoreHere, withoutChatText.getAppMoreHere].map((t) =>
        localize(t, locale),
      );
      const away = [withoutChatText.applyMore, withoutChatText.getAppMore].map((t) => localize(t, locale));
      for (const link of await page.locator('article [data-without-chat-more]').all()) {
        const words = (await link.innerText()).trim();
        const starts = (texts: string[]) =>
          texts.some((t) => words.startsWith(t.replace(/\{app\}.*$/, '').trim()));
        // "See the bot page", not its "here" form (which, in a language, may begin with the same words).
        expect(starts(away) && !starts(here), words).toBe(false);
        expect(
          here.some((t) => words.startsWith(t.replace(/\{app\}.*$/, '').trim())),
          words,
        ).toBe(true);
      }
    });
  }
});

test.describe("the can't-get-in message table on a phone", () => {
  test.use({viewport: {width: 360, height: 800}});
  for (const locale of locales) {
    // Chinese words may break between any two characters: unguarded, the column shrank to one per line.
    test(`no section link breaks inside a word (${locale})`, async ({page}) => {
      await page.goto(localized(ROUTES.cannotJoin, locale));
      // The rows on the screen: the rarer messages are in a closed fold (reading 69).
      const links = page.locator('.section-links td:last-child a:visible');
      expect(await links.count()).toBeGreaterThan(5);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        const lineHeight = await link.evaluate((a) => parseFloat(getComputedStyle(a).lineHeight) || 24);
        const text = await link.innerText();
        const words = text.trim().split(/\s+/).length;
        expect(Math.round(box.height / lineHeight), text).toBeLessThanOrEqual(words);
      }
    });

    // Strict reading 45: two columns of long messages made the table a sideways scroll on a phone.
    test(`reads as a list, each message above its section, with nothing to scroll sideways (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(ROUTES.cannotJoin, locale));
      const table = page.locator('.section-links table').first();
      expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth + 1)).toBe(true);
      const row = page.locator('.section-links tbody tr').first();
      const [message, section] = await Promise.all(
        [1, 2].map(async (n) => (await row.locator(`td:nth-child(${n})`).boundingBox())!),
      );
      expect(section!.y).toBeGreaterThanOrEqual(message!.y + message!.height - 1);
    });
  }
});

// The intro is the docs' overview and map, not a third copy of the path chooser (strict reading,
// Dec 2026): one link sends a newcomer to getting started, which picks their line; its map links
// only pages every community has (tests/intro.test.ts checks the source).
test.describe('the intro: one way in, and a map of the docs', () => {
  test.use({viewport: PHONE});
  for (const locale of locales) {
    test(`its one link to getting started is on the first screen and leads to the lines (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(ROUTES.intro, locale));
      const start = localized(ROUTES.start, locale);
      const link = page.locator(`article a[href="${start}"], article a[href^="${start}#"]`);
      await expect(link).toHaveCount(1);
      await expect(page.locator('article [data-path-index], article details[data-path]')).toHaveCount(0);
      expect((await link.boundingBox())!.y).toBeLessThan(PHONE.height);
      await link.click();
      await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === start);
      // Getting started names each row and links it on the home page, which opens it.
      const index = page.locator('article [data-path-index] a');
      await expect(index).toHaveCount(paths.length);
      await expect(page.locator('article details[data-path]')).toHaveCount(0);
      const last = paths.at(-1)!;
      await index.last().click();
      await expect(page.locator(`details[data-path="${last.id}"]`)).toHaveAttribute('open', '');
    });

    test(`its map names the sidebar's sections in order and its links open built pages (${locale})`, () => {
      const $ = served(localized(ROUTES.intro, locale));
      const sections = $('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category-level-1')
        .map((_, li) => $(li).children('div').first().find('a.menu__link').first().text().trim())
        .get();
      const map = $('article #in-these-docs').nextUntil('h2, aside');
      const named = map
        .find('li > strong:first-child')
        .map((_, strong) => $(strong).text().trim())
        .get();
      expect(named.length).toBeGreaterThan(4);
      const at = named.map((label) => sections.indexOf(label));
      expect(at, `${named.join(', ')} among ${sections.join(', ')}`).not.toContain(-1);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      const required = new Set(requiredRoutes());
      const prefix = localized('/', locale).slice(0, -1);
      const hrefs = map
        .find('a[href]')
        .map((_, a) => $(a).attr('href')!)
        .get();
      expect(hrefs.length).toBeGreaterThan(named.length);
      for (const href of hrefs) {
        const url = new URL(href, 'http://site.test');
        const pathname = decodeURIComponent(url.pathname);
        expect(pathname.startsWith(`${prefix}/`), href).toBe(true);
        expect(required.has(pathname.slice(prefix.length)), `${href}: a page every community has`).toBe(true);
        const target = served(pathname);
        if (url.hash) expect(target(`[id="${decodeURIComponent(url.hash.slice(1))}"]`), href).toHaveLength(1);
      }
      // The page's one diagram: the newcomer flow chart, in its own section.
      expect($('article figure[data-diagram]')).toHaveLength(1);
      expect($('article #newcomer-flowchart').nextUntil('h2').filter('figure[data-diagram]')).toHaveLength(1);
    });
  }
});

test.describe('straight to a line', () => {
  test.use({viewport: PHONE});
  for (const locale of locales) {
    test(`a reader with a friend's launcher goes to HMCL's sign-in or PCL's download (${locale})`, async ({
      page,
    }) => {
      test.skip(!paths.some((p) => p.id === 'java-skin'), 'the server takes no skin-site accounts');
      await page.goto(localized('/#path-java-skin', locale));
      const shortcut = page.locator('details[data-path="java-skin"] details[data-have-launcher]');
      // A fold, closed under its question, that the reader opens (strict reading 47).
      await expect(shortcut).not.toHaveAttribute('open');
      // Opened unless open already (going to the address the page is at, hash and all, does not reload it).
      const open = async () => {
        if ((await shortcut.getAttribute('open')) === null)
          await shortcut.locator(':scope > summary').click();
        await expect(shortcut).toHaveAttribute('open');
      };
      await open();
      // Its link to the last step reads inside the sentence: "then add the server", not "then Add …".
      const skinPath = paths.find((p) => p.id === 'java-skin')!;
      const lastHref = localized(href(skinPath.steps.at(-1)!), locale);
      const listed = (await page
        .locator(`details[data-path="java-skin"] a[data-step="join-java"]`)
        .textContent())!;
      const inSentence = /^[A-Z][a-z]/.test(listed) ? listed[0]!.toLowerCase() + listed.slice(1) : listed;
      await expect(shortcut.locator(`a[href="${lastHref}"]`)).toHaveText(inSentence);
      // A friend's HMCL: straight to its sign-in; a friend's PCL: to its download.
      for (const [launcher, hash] of [
        ['hmcl', 'authlib-injector'],
        ['pcl', 'download'],
      ] as const) {
        await page.goto(localized('/#path-java-skin', locale));
        await open();
        // In that launcher's own item: the HMCL item links PCL's download too, off Beijing time.
        await shortcut
          .locator(`[data-have-launcher-order="${launcher}"] a[href$="${ROUTES[launcher]}#${hash}"]`)
          .click();
        await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
      }
      // Not sure which launcher a friend installed: the launcher choice's section that tells them apart.
      await page.goto(localized('/#path-java-skin', locale));
      await open();
      await shortcut.locator('a[data-have-launcher-tell]').click();
      await expect(page.locator(`[id="${FRIENDS_LAUNCHER}"]`)).toBeInViewport();
      // The box after the step before getting a launcher links the launcher page's section on a
      // friend's launcher, under the launcher step (strict readings 80 and 81: the home row's fold
      // copied there word for word was clutter on the bot page).
      const skin = paths.find((p) => p.id === 'java-skin')!;
      const before = skin.steps[skin.steps.findIndex((s) => s.id === 'account') - 1]!;
      await page.goto(localized(before.page, locale));
      const box = page.locator(`nav[aria-labelledby="next-step-${before.id}"]`);
      const line = box.locator('li:has(> a[data-next-step="account"]) [data-have-launcher-next]');
      await expect(line).toHaveCount(1);
      await expect(line.locator('a')).toHaveCount(1);
      await line.locator('a').click();
      await expect(page.locator(`[id="${FRIENDS_LAUNCHER}"]`)).toBeInViewport();
    });
  }
});

test.describe('the Bedrock line on a phone', () => {
  test.use({viewport: PHONE});
  for (const locale of locales) {
    test(`its join step offers the one-tap link where the community has one (${locale})`, async ({page}) => {
      await page.goto(localized('/#path-bedrock', locale));
      const link = page.locator('details[data-path="bedrock"] a[data-one-tap-step]');
      if (!community.bedrockLink.enabled) {
        await expect(link).toHaveCount(0);
        return;
      }
      await expect(link).toBeVisible();
      // The same link as the address card's button.
      const card = await page.locator('[data-testid="bedrock-add-link"]').first().getAttribute('href');
      expect(await link.getAttribute('href')).toBe(card);
    });
  }
});

test.describe('a page whose next step is in a box part-way down', () => {
  for (const locale of locales) {
    test(`its "Next" card at the end leads forward, never back up the page (${locale})`, async ({page}) => {
      // The pages that say so in their front matter (`next_step`, src/theme/DocItem/Paginator).
      const pages = newcomerPages
        .map((route): {route: string; at: unknown} => ({
          route,
          at: frontMatter(docSource(route, locale)!).next_step,
        }))
        .filter((p): p is {route: string; at: string} => typeof p.at === 'string');
      expect(pages.length, 'newcomer pages with next_step').toBeGreaterThan(0);
      test.setTimeout(20_000 * pages.length);
      for (const {route, at} of pages) {
        await page.goto(localized(route, locale));
        const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
        // A reader who opened no row: where the paths part, a card per path (pathNextChoices); back from
        // a side trip, a card per launcher guide; where none is known, the theme's card.
        const card = nextStepCard(community as CommunityConfig, at, route);
        const choices = pathNextChoices(community, route);
        const expected =
          choices.length > 1
            ? choices.map((c) => cardTarget(c.card, c.paths))
            : (card?.launchers?.map((l) => l.href) ?? (card ? [card.href] : undefined));
        await expect(next, route).toHaveCount(expected?.length ?? 1);
        const targets = await next.evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
        for (const target of targets) {
          expect(target.startsWith('#'), `${route}: ${target}`).toBe(false);
          expect(target.split('#')[0]!.replace(/\/$/, ''), route).not.toBe(
            localized(route, locale).replace(/\/$/, ''),
          );
        }
        if (!expected) continue;
        expect(targets, route).toEqual(expected.map((h) => localized(h, locale)));
        await next.last().click();
        await expect(page.locator(`#${expected.at(-1)!.split('#')[1]}`), route).toBeInViewport();
      }
    });
  }
});

// Strict reading 50: a reader whose remembered path was Bedrock got Bedrock's "sign in to the game"
// card on the skin-site page, which only the Java path reads. A page off the remembered path ends as
// for a reader whose path is not known (pathThrough).
test.describe('a remembered path and the pages it does not go through', () => {
  for (const locale of locales) {
    test(`their "Next" cards are a new reader's (${locale})`, async ({page}) => {
      const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
      const cards = async (route: string, path: string | null) => {
        await page.goto(localized('/', locale));
        await page.evaluate(
          ([key, id]) => (id ? localStorage.setItem(key!, id) : localStorage.removeItem(key!)),
          [READER_PATH_KEY, path],
        );
        await page.goto(localized(route, locale));
        // The wrapper reads the remembered path once the page runs.
        await page.waitForLoadState('networkidle');
        return next.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      };
      // The pages that end with a card of their own (front matter `next_step`), each a new reader's once.
      const own = newcomerPages.filter((r) => frontMatter(docSource(r, locale)!).next_step !== undefined);
      test.setTimeout(8_000 * own.length * (paths.length + 1));
      const fresh = new Map<string, (string | null)[]>();
      let checked = 0;
      for (const path of paths) {
        for (const route of own.filter((r) => pathThrough(community, r, path.id) === undefined)) {
          if (!fresh.has(route)) fresh.set(route, await cards(route, null));
          checked++;
          expect(await cards(route, path.id), `${route} for ${path.id}`).toEqual(fresh.get(route));
        }
      }
      test.skip(checked === 0, 'every newcomer page is on every path');
    });
  }
});

test.describe('applying by email without a mail app', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  for (const locale of locales) {
    test(`the address and the ready-made email's text copy, as the email link carries them (${locale})`, async ({
      page,
    }) => {
      const contact = (community as CommunityConfig).otherContact;
      test.skip(
        contact?.kind !== 'email' || !hasWhitelist(community.admission),
        'this community takes no applications by email',
      );
      await page.goto(localized(ROUTES.bot, locale));
      const form = page.locator('article [data-without-chat="other"][data-use="apply"]');
      const mailto = await form.getByTestId('without-chat-email').getAttribute('href');
      const body = new URL(mailto!).searchParams.get('body');
      expect(body).toBeTruthy();
      // The line says the subject the email link carries, to type by hand (strict reading 54).
      const subject = new URL(mailto!).searchParams.get('subject');
      expect(subject).toBeTruthy();
      await expect(form.locator('[data-without-chat-copy]')).toContainText(subject!);
      const buttons = form.locator('[data-without-chat-copy] button');
      await expect(buttons).toHaveCount(2);
      for (const [button, expected] of [
        [buttons.nth(0), contact!.address],
        [buttons.nth(1), body],
      ] as const) {
        await button.click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      }
      // The text itself, to read before sending it (strict reading 37), folded under the buttons.
      const shown = form.locator('details[data-without-chat-body]');
      await expect(shown.locator('p')).toBeHidden();
      await shown.locator('summary').click();
      await expect(shown.locator('p')).toBeVisible();
      expect(await shown.locator('p').textContent()).toBe(body);
    });
  }
});
