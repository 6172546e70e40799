/**
 * Wrapper: on a doc whose front matter names its "next step" box (`next_step`), the "Next" card at
 * the end leads back up to the box (src/lib/newcomer.ts nextStepCard); every other doc keeps the
 * theme's paginator.
 */
import type {ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import DocPaginator from '@theme/DocPaginator';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import community, {type CommunityConfig} from '@site/config/community';
import {nextStepCard} from '@site/src/lib/newcomer';

export default function PaginatorWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const nextStep = (frontMatter as {next_step?: unknown}).next_step;
  const box = nextStepCard(community as CommunityConfig, nextStep, metadata.source);
  if (metadata.next || !box) return <Paginator />;
  const title = translate({id: 'docPaginator.nextStep', message: '你的下一步（在本页上方）'});
  return (
    <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={{permalink: box, title}} />
  );
}
