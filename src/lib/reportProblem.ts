/**
 * The "report a problem with this page" link: a new issue in the community's repository with the
 * page's title and address filled in. GitHub's new-issue form takes them as the `title` and `body`
 * query parameters (docs.github.com, "About automation for issues and pull requests with query
 * parameters"); `issueUrl` names another host's form that takes the same two.
 */
export function newIssueUrl(
  repository: {url: string},
  report: {enabled: boolean; issueUrl?: string},
  title: string,
  body: string,
): string {
  const form = new URL(report.issueUrl ?? `${repository.url.replace(/\/+$/, '')}/issues/new`);
  form.searchParams.set('title', title);
  form.searchParams.set('body', body);
  return form.toString();
}

/**
 * The site a reader needs an account on to edit or report (the repository's host, without `www.`):
 * the footer's line for editors and the FAQ name it alike.
 */
export function repositoryHost(repository: {url: string}): string {
  return new URL(repository.url).hostname.replace(/^www\./, '');
}
