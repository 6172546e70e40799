/**
 * Wrapper: on a doc whose front matter names its "next step" box (`next_step`), the "Next" card at
 * the end leads forward to that step when every reader of the page goes on the same way
 * (src/lib/newcomer.ts nextStepCard), and from the joining pages (the last step) on to the first hour
 * in the game. Once the page runs, for a reader whose path is known (the row they last opened,
 * src/lib/readerPath.ts), getting started and that path's pages lead to its own next step
 * (pathNextCard), also where the paths part (the bot page) or a page holds two paths' steps (the
 * launcher page). Elsewhere, the theme's paginator: the sidebar's next doc.
 */
import type {ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import DocPaginator from '@theme/DocPaginator';
import {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import community, {type CommunityConfig} from '@site/config/community';
import stepTitles from '@site-generated/step-titles.json';
import {nextStepCard, pathNextCard, type StepId} from '@site/src/lib/newcomer';
import {rememberedPath} from '@site/src/lib/readerPath';

/** "Next step: …", the card of a step on the reader's path. */
const nextStepTitle = (step: StepId): string =>
  translate(
    {
      id: 'docPaginator.nextStep',
      message: '下一步：{step}',
      description:
        'The "Next" card at the end of a newcomer page: the step after this one on the reader\'s path',
    },
    {step: stepTitles[step]},
  );

export default function PaginatorWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const nextStep = (frontMatter as {next_step?: unknown}).next_step;
  const card = nextStepCard(community as CommunityConfig, nextStep, metadata.source);
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  // The reader's own path once it is known: read after hydration (useIsBrowser), so the HTML and the
  // first render keep the card every reader shares.
  const isBrowser = useIsBrowser();
  const path = isBrowser ? rememberedPath() : undefined;
  const route = `/${metadata.permalink.slice(siteConfig.baseUrl.length)}`;
  const next = (path && pathNextCard(community as CommunityConfig, route, path)) || card;
  if (!next) return <Paginator />;
  // From the joining pages, the last step: the first hour in the game. Back from a side trip (the
  // Java page): where to carry on, not the step's title ("download HMCL…").
  const title = next.end
    ? translate({
        id: 'docPaginator.firstHour',
        message: '下一步：进服后的第一个小时',
        description:
          'The "Next" card at the end of a joining page (the last step of the newcomer path): on to getting started\'s first hour in the game',
      })
    : 'back' in next && next.back
      ? translate({
          id: 'docPaginator.backFromSideTrip',
          message: '回到启动器指南：首次启动',
          description:
            'The "Next" card at the end of the Java page: back to the launcher guide, at its first-launch section',
        })
      : nextStepTitle(next.step);
  return (
    <DocPaginator
      className="docusaurus-mt-lg"
      previous={metadata.previous}
      next={{permalink: withBaseUrl(next.href), title}}
    />
  );
}
