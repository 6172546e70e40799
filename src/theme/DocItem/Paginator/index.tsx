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
import pathNames from '@site-generated/path-names.json';
import {backLabel, cardTitle} from '@site/src/components/Newcomer/cardTitle';
import {cardHref, nextStepCard, paginatorCards, pathGroupNameIn, pathThrough} from '@site/src/lib/newcomer';
import {rememberedPath} from '@site/src/lib/readerPath';
import styles from './styles.module.css';

export default function PaginatorWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const nextStep = (frontMatter as {next_step?: unknown}).next_step;
  const card = nextStepCard(community as CommunityConfig, nextStep, metadata.source);
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const route = `/${metadata.permalink.slice(siteConfig.baseUrl.length)}`;
  // Only a path this page is on decides its cards (a Java page never offers a Bedrock step).
  const path = pathThrough(
    community as CommunityConfig,
    route,
    useIsBrowser() ? rememberedPath() : undefined,
  );
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
            permalink={withBaseUrl(cardHref(c, path))}
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
              ) : c.kind === 'back' ? (
                backLabel(c.launcher)
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
