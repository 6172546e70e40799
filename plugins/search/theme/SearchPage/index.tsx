/**
 * The search page, `/search?q=…` (`ctx` and `version` are accepted: the site has one search
 * context and one docs version). Its question is in the address, so a search can be linked and
 * shared; the results come 20 at a time from the same index as the navbar box
 * (plugins/search/runtime/client.ts). An index that cannot be loaded says so instead of spinning.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Suggestions} from '../../runtime/client';
import SnippetText, {ResultHeading} from '../SearchBar/SnippetText';
import styles from './styles.module.css';

/** Results shown at first, and added by "more results". */
const PAGE = 20;
/** Snippets on this page: longer than the box's. */
const SNIPPET_LENGTH = 100;

type State =
  {kind: 'empty'} | {kind: 'loading'} | {kind: 'failed'} | {kind: 'done'; answer: Suggestions; limit: number};

/** What the search answered for a question and how many of its results were asked for. */
type Answered =
  {question: string; limit: number; answer: Suggestions} | {question: string; limit: number; failed: true};

export default function SearchPage(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const {selectMessage} = usePluralForm();
  const input = useRef<HTMLInputElement>(null);
  // The question is the address's: read after hydration (the server rendered no question).
  const question = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '').trim() : '';
  const [limit, setLimit] = useState(PAGE);
  const [answered, setAnswered] = useState<Answered | null>(null);

  // The box shows the address's question (a link, the back button).
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    if (input.current && input.current.value.trim() !== q.trim()) input.current.value = q;
  }, [location.search]);

  useEffect(() => {
    if (!question) return undefined;
    let current = true;
    import(/* webpackChunkName: "search-client" */ '../../runtime/client')
      .then((client) => client.suggest(baseUrl, question, limit, SNIPPET_LENGTH))
      .then(
        (answer) => current && setAnswered({question, limit, answer}),
        () => current && setAnswered({question, limit, failed: true}),
      );
    return () => {
      current = false;
    };
  }, [question, limit, baseUrl]);

  const mine = answered?.question === question ? answered : null;
  const state: State = !question
    ? {kind: 'empty'}
    : !mine
      ? {kind: 'loading'}
      : 'failed' in mine
        ? {kind: 'failed'}
        : {kind: 'done', answer: mine.answer, limit: mine.limit};

  const title = question
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: '“{query}”的搜索结果'},
        {query: question.length > 60 ? `${question.slice(0, 60)}…` : question},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: '搜索文档'});

  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <input
            ref={input}
            type="search"
            name="q"
            className={styles.input}
            aria-label={translate({id: 'theme.SearchBar.label', message: '搜索'})}
            placeholder={translate({id: 'theme.SearchBar.label', message: '搜索'})}
            autoComplete="off"
            maxLength={1000}
            defaultValue=""
            onChange={(event) => {
              const q = event.target.value;
              setLimit(PAGE);
              history.replace({search: q ? `?${new URLSearchParams({q}).toString()}` : ''});
            }}
          />
        </form>
        <div role="status" className={styles.status}>
          {state.kind === 'loading' &&
            translate({
              id: 'searchBar.indexLoading',
              message: '正在加载搜索…',
              description: 'Shown under the search box while the search index downloads',
            })}
          {state.kind === 'done' &&
            state.answer.total > 0 &&
            selectMessage(
              state.answer.total,
              translate(
                {
                  id: 'theme.SearchPage.documentsFound.plurals',
                  message: '共找到 {count} 篇文档',
                  description: 'Pluralized label for "{count} documents found"',
                },
                {count: state.answer.total},
              ),
            )}
          {state.kind === 'done' &&
            state.answer.items.length === 0 &&
            translate({id: 'theme.SearchPage.noResultsText', message: '没有找到任何文档'})}
        </div>
        {state.kind === 'failed' && (
          <p role="alert" className={styles.error} data-testid="search-error">
            {translate({
              id: 'searchBar.indexFailed',
              message: '搜索结果暂时无法加载，请稍后刷新页面再试。',
              description: 'Shown under the search box when the search index cannot be loaded',
            })}
          </p>
        )}
        {state.kind === 'done' && state.answer.items.length > 0 && (
          <ol className={styles.results}>
            {state.answer.items.map((item) => (
              <li key={item.href} className={styles.result}>
                <Link to={item.href} className={styles.link}>
                  {item.title}
                  <ResultHeading heading={item.heading} />
                </Link>
                <SnippetText parts={item.snippet} />
              </li>
            ))}
          </ol>
        )}
        {state.kind === 'done' && state.answer.total > state.answer.items.length && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setLimit(state.limit + PAGE)}
          >
            {translate({
              id: 'searchPage.more',
              message: '更多结果',
              description: 'Loads more results on the search page',
            })}
          </button>
        )}
      </main>
    </Layout>
  );
}
