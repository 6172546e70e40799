import type {Page} from '@playwright/test';

/** One suggestion as the search plugin's worker returns it (the fields the tests read). */
export interface Suggestion {
  /** Page URL, with the locale prefix. */
  u: string;
  /** Anchor of the section, if any. */
  h?: string;
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
  type: number;
}

export interface WorkerAnswers {
  /** The suggestions of each query, in the order the dropdown shows them. */
  suggestions: Suggestion[][];
  /** Milliseconds from starting the worker to the first query's answer (load and parse the index, search). */
  firstAnswerMs: number;
}

/** Makes the page start the navbar's search worker (by focusing the box) and returns its script URL. */
export async function searchWorkerUrl(page: Page): Promise<string> {
  const existing = page.workers()[0];
  if (existing) return existing.url();
  const started = page.waitForEvent('worker');
  await page.locator('input.navbar__search-input').click();
  return (await started).url();
}

/**
 * Asks the site's own search worker (the script the navbar search runs, with the built index)
 * for the suggestions of each query, in the order the dropdown shows them (`limit` as the navbar
 * asks for). A second worker from the navbar's script is driven over its Comlink protocol
 * (construct, then call `search`), so the suggestions are exactly the navbar's, without typing
 * each query.
 */
export async function searchSuggestions(
  page: Page,
  baseUrl: string,
  queries: string[],
  limit = 8,
): Promise<WorkerAnswers> {
  const workerUrl = await searchWorkerUrl(page);
  return page.evaluate<WorkerAnswers>(
    `(${RUN_QUERIES})(${JSON.stringify(workerUrl)}, ${JSON.stringify(baseUrl)}, ${JSON.stringify(queries)}, ${limit})`,
  );
}

// A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
const RUN_QUERIES = `async (workerUrl, baseUrl, queries, limit) => {
  const call = (endpoint, message) => new Promise((resolve, reject) => {
    const id = Math.random().toString(36).slice(2);
    const listener = (event) => {
      if (!event.data || event.data.id !== id) return;
      endpoint.removeEventListener('message', listener);
      if (event.data.type === 'HANDLER' && event.data.name === 'throw') reject(new Error(String(event.data.value.value?.message ?? event.data.value.value)));
      else resolve(event.data);
    };
    endpoint.addEventListener('message', listener);
    if (endpoint.start) endpoint.start();
    endpoint.postMessage({id, ...message});
  });
  const raw = (value) => ({type: 'RAW', value});
  const start = performance.now();
  let firstAnswerMs = 0;
  const worker = new Worker(workerUrl);
  try {
    const instance = (await call(worker, {type: 'CONSTRUCT', path: [], argumentList: []})).value;
    const suggestions = [];
    for (const query of queries) {
      const answer = await call(instance, {
        type: 'APPLY',
        path: ['search'],
        argumentList: [raw(baseUrl), raw(''), raw(query), raw(limit)],
      });
      if (!firstAnswerMs) firstAnswerMs = performance.now() - start;
      suggestions.push(answer.value.map((r) => ({u: r.document.u, h: r.document.h, type: r.type})));
    }
    return {suggestions, firstAnswerMs};
  } finally {
    worker.terminate();
  }
}`;
