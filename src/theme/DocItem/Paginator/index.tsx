/**
 * Wrapper: the "Next" cards at the end of a newcomer page (src/lib/newcomer.ts paginatorCards): the
 * step after this one on the reader's path once it is known (the row they last opened,
 * src/lib/readerPath.ts, read after hydration so the HTML and the first render agree); where the
 * paths part and the path is not known, one card per path under its name; back from the Java page,
 * one per launcher guide; from the joining pages, the first hour in the game. Elsewhere, the theme's
 * paginator: the sidebar's next doc.
 */
import type {ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import Translate, {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import community, {type CommunityConfig} from '@site/config/community';
import stepTitles from '@site-generated/step-titles.json';
import pathNames from '@site-generated/path-names.json';
import {
  cardSignsInFirst,
  nextStepCard,
  paginatorCards,
  pathGroupNameIn,
  type PaginatorCard,
  type PathId,
} from '@site/src/lib/newcomer';
import {rememberedPath} from '@site/src/lib/readerPath';
import styles from './styles.module.css';

const LAUNCHER_NAME = {hmcl: 'HMCL', pcl: 'PCL'} as const;

/**
 * What a card leads to, on its own. Under a card's "Next" label it stands alone ("Next — Your first
 * hour on the server"); under a path's name or "Already in the game" it starts with "Next step:"
 * (cardTitle). A strict reading (41, en) found "Next — Next: your first hour" on the joining pages.
 */
const destination = (card: PaginatorCard, path: PathId | undefined): string =>
  cardSignsInFirst(card, path)
    ? translate({
        id: 'docPaginator.signInThenApply',
        message: '在游戏里登录微软账号，再申请白名单',
        description:
          'The "Next" card to Bedrock\'s whitelist step: the Xbox gamertag to write shows only after signing in to the game',
      })
    : card.kind === 'end'
      ? translate({
          id: 'docPaginator.firstHour',
          message: '进服后的第一个小时',
          description:
            'The "Next" card at the end of a joining page (the last step of the newcomer path): on to getting started\'s first hour in the game',
        })
      : card.kind === 'back'
        ? translate(
            {
              id: 'docPaginator.backFromSideTrip',
              message: '装好 Java 后，回到 {launcher} 指南接着做',
              description:
                'The "Next" card at the end of the Java page, one per launcher guide: back to that guide, at the section the reader came from (HMCL: first launch; PCL: Java not found)',
            },
            {launcher: LAUNCHER_NAME[card.launcher]},
          )
        : stepTitles[card.step];

const cardTitle = (card: PaginatorCard, path: PathId | undefined, underNext: boolean): string =>
  underNext || card.kind === 'back'
    ? destination(card, path)
    : translate(
        {
          id: 'docPaginator.nextStep',
          message: '下一步：{step}',
          description:
            'The "Next" card at the end of a newcomer page, under a path\'s name (one card per path) or "Already in the game": what it leads to ({step})',
        },
        {step: destination(card, path)},
      );

export default function PaginatorWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const nextStep = (frontMatter as {next_step?: unknown}).next_step;
  const card = nextStepCard(community as CommunityConfig, nextStep, metadata.source);
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const path = useIsBrowser() ? rememberedPath() : undefined;
  const route = `/${metadata.permalink.slice(siteConfig.baseUrl.length)}`;
  const cards = paginatorCards(community as CommunityConfig, route, card, path);
  if (cards.length === 0) return <Paginator />;
  const next = <Translate id="theme.docs.paginator.next">Next</Translate>;
  // The theme's DocPaginator, with as many "Next" cards as there are ways on (one column when several).
  return (
    <nav
      className={`docusaurus-mt-lg pagination-nav${cards.length > 1 ? ` ${styles.choices}` : ''}`}
      aria-label={translate({id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages'})}
    >
      {/* No "Previous": on a newcomer page the sidebar's previous doc is off the reader's path
          (strict readings 30 and 31: "Previous: About sponsorship" on the bot page). */}
      {cards.map((c) => {
        // Under the theme's own "Next" label (no path's name, no "Already in the game").
        const underNext = !c.paths && !(c.kind === 'end' && cards.length > 1);
        return (
          <PaginatorNavLink
            key={c.href}
            permalink={withBaseUrl(c.href)}
            title={cardTitle(c, path, underNext)}
            subLabel={
              c.paths ? (
                pathGroupNameIn(c.paths, pathNames.names, pathNames.words)
              ) : c.kind === 'end' && cards.length > 1 ? (
                // Beside the way back to applying (the rules page), for a reader who has joined already.
                <Translate
                  id="docPaginator.alreadyIn"
                  description='Above the "first hour" card when the page also offers the way back to applying (the rules page)'
                >
                  已经进服了
                </Translate>
              ) : (
                next
              )
            }
            isNext
          />
        );
      })}
    </nav>
  );
}
