import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import community from '@site/config/community';
import latest from '@site-generated/latest-posts.json';
import ServerAddress from '@site/src/components/ServerAddress';
import {NewcomerPaths} from '@site/src/components/Newcomer/Paths';
import {ROUTES} from '@site/src/lib/newcomer';
import ApplyFirst from '@site/src/components/Newcomer/ApplyFirst';
import ServerVersion from '@site/src/components/Newcomer/ServerVersion';
import text from '@site-generated/newcomer-paths-text.json';
import useLocalized from '@site/src/hooks/useLocalized';
import JoinCard from '@site/src/components/JoinCard';
import CommunityLinks from '@site/src/components/CommunityLinks';
import OtherLanguages from '@site/src/components/OtherLanguages';
import styles from './index.module.css';

interface EntryCard {
  title: string;
  body: string;
  to: string;
}

function useEntryCards(): EntryCard[] {
  return [
    {
      title: translate({id: 'home.card.start.title', message: '新手入门'}),
      body: translate({
        id: 'home.card.start.body',
        message: '进服前要准备什么，进服后的第一个小时做什么，卡住时去哪里求助。',
      }),
      to: '/docs/First/Readme/',
    },
    {
      title: translate({id: 'home.card.join.title', message: '加入服务器'}),
      body: translate({
        id: 'home.card.join.body',
        message: 'Java 版和基岩版的加入步骤，以及进不去时的排查方法。',
      }),
      to: '/docs/serverDocs/',
    },
    {
      title: translate({id: 'home.card.rules.title', message: '服务器规则'}),
      body: translate({
        id: 'home.card.rules.body',
        message: '每位玩家都要遵守的规则、违规后的处理方式和申诉渠道。',
      }),
      to: '/docs/notice/fu-wu-qi-gui-ze',
    },
  ];
}

export default function Home(): ReactNode {
  const serverName = useLocalized(community.serverName);
  const tagline = useLocalized(community.tagline);
  const cards = useEntryCards();
  // `site-home` on <html>: src/css/custom.css hides the announcement bar here, whose link goes to
  // getting started's section on the path, which points back to this page's rows (strict reading 63).
  return (
    <HtmlClassNameProvider className="site-home">
      <Layout title={serverName} description={tagline}>
        <header className={styles.hero}>
          <div className="container">
            <OtherLanguages />
            <Heading as="h1" className={styles.title}>
              {serverName}
            </Heading>
            <p className={styles.tagline}>{tagline}</p>
            <p className={styles.version}>
              <ServerVersion />
            </p>
            <div className={styles.address}>
              {/* Above the address: on a phone the card fills the first screen, and an address without
                the whitelist sends a reader to "You are not whitelisted". */}
              <ApplyFirst />
              <ServerAddress />
            </div>
            <div className={styles.actions}>
              {/* A newcomer's way in is the newcomer path below (#start-here); getting started links its rows. */}
              <Link className="button button--primary button--lg" to="#start-here" data-hero-start="">
                <Translate id="home.cta.start">新手路线：从这里开始</Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/intro">
                <Translate id="home.cta.docs">文档总览</Translate>
              </Link>
            </div>
          </div>
        </header>
        <main className="container margin-vert--lg">
          <section className="margin-bottom--lg" aria-labelledby="start-here">
            <Heading as="h2" id="start-here" className={styles.sectionTitle}>
              {text.boxText.homeTitle}
            </Heading>
            <NewcomerPaths />
            {/* Where every path ends, the game may answer with an error (strict reading 32: the rows stop
              at "double-click it", as getting started did not). */}
            <p className={styles.errors} data-home-errors="">
              <Translate
                id="home.errors"
                values={{
                  link: (
                    <Link to={ROUTES.cannotJoin}>
                      <Translate id="home.errors.link">进不去服务器的原因</Translate>
                    </Link>
                  ),
                }}
              >
                {'连接时出现错误提示，就按提示的原文在 {link} 里找。'}
              </Translate>
            </p>
          </section>
          <div className="row">
            {cards.map((card) => (
              <div key={card.to} className="col col--4 margin-bottom--lg">
                <Link to={card.to} className={styles.card}>
                  <Heading as="h2" className={styles.cardTitle}>
                    {card.title}
                  </Heading>
                  <p className={styles.cardBody}>{card.body}</p>
                </Link>
              </div>
            ))}
          </div>
          <div className="row">
            {/* The community's links (its chat and the other way to reach the admins) before the posts:
              on a phone the columns stack, and a newcomer needs those before the admins' articles. */}
            {/* No posts for newcomers (every post's front matter says hide_on_home): no section of them. */}
            <section
              className={`col ${latest.length ? 'col--4' : 'col--12'} margin-bottom--lg`}
              aria-labelledby="community-links"
            >
              <Heading as="h2" id="community-links" className={styles.sectionTitle}>
                <Translate id="home.community.title">社区</Translate>
              </Heading>
              <CommunityLinks listClassName={styles.links} metaClassName={styles.postMeta} />
            </section>
            {latest.length > 0 && (
              <section className="col col--8 margin-bottom--lg" aria-labelledby="latest-posts">
                <Heading as="h2" id="latest-posts" className={styles.sectionTitle}>
                  <Translate id="home.latest.title">相关教程：最新文章</Translate>
                </Heading>
                {/* The posts are long reads (running a server, writing the docs): say so to a newcomer. */}
                <p className={styles.postMeta} data-latest-note="">
                  <Translate id="home.latest.note">
                    长篇教程和幕后记录，写给想多了解一些的玩家；进服用不到这些。
                  </Translate>
                </p>
                <ul className={styles.posts}>
                  {latest.map((post) => (
                    <li key={post.permalink} className={styles.post}>
                      <Link to={post.permalink} className={styles.postTitle}>
                        {post.title}
                      </Link>
                      <div className={styles.postMeta}>
                        <time dateTime={post.date}>{post.date}</time>
                        {post.readingTime !== null && (
                          <>
                            {' · '}
                            <Translate id="home.latest.readingTime" values={{minutes: post.readingTime}}>
                              {'阅读约 {minutes} 分钟'}
                            </Translate>
                          </>
                        )}
                      </div>
                      <p className={styles.postDescription}>{post.description}</p>
                    </li>
                  ))}
                </ul>
                <Link to="/blog">
                  <Translate id="home.latest.all">全部文章</Translate>
                </Link>
              </section>
            )}
          </div>
          {/* Sharing the server with a friend comes after what a newcomer needs: the path, the cards and
            the community's links. */}
          <JoinCard />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
