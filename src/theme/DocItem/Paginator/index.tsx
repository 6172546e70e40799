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

const title = (card: PaginatorCard, path: PathId | undefined): string =>
  cardSignsInFirst(card, path)
    ? translate({
        id: 'docPaginator.signInThenApply',
        message: '下一步：在游戏里登录微软账号，再申请白名单',
        description:
          'The "Next" card to Bedrock\'s whitelist step: the Xbox gamertag to write shows only after signing in to the game',
      })
    : card.kind === 'end'
      ? translate({
          id: 'docPaginator.firstHour',
          message: '下一步：进服后的第一个小时',
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
        : translate(
            {
              id: 'docPaginator.nextStep',
              message: '下一步：{step}',
              description:
                'The "Next" card at the end of a newcomer page: the step after this one on the reader\'s path',
            },
            {step: stepTitles[card.step]},
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
      {cards.map((c) => (
        <PaginatorNavLink
          key={c.href}
          permalink={withBaseUrl(c.href)}
          title={title(c, path)}
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
      ))}
    </nav>
  );
}
