import type {Page} from '@playwright/test';

/**
 * Starts collecting what goes wrong on the page (the pattern of Docusaurus's own screenshot
 * suite): errors in the console, uncaught page errors, same-origin responses of 400 or more and
 * same-origin requests that fail (unless `failedRequests` is false: a test that loads the page
 * again may cut a request of the first load short). Call before goto; the list fills as they
 * happen.
 */
export function watchProblems(page: Page, baseURL: string, {failedRequests = true} = {}): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (failedRequests && request.url().startsWith(baseURL))
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(baseURL) && response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
