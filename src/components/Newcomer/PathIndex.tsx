import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community, {type CommunityConfig} from '@site/config/community';
import text from '@site-generated/newcomer-text.json';
import {newcomerPaths, PATH_ROWS} from '@site/src/lib/newcomer';
import {rememberPath} from '@site/src/lib/readerPath';

/**
 * Getting started's index of the newcomer path: each row's name, a link to that row on the home page,
 * which the address opens. The rows themselves live on the home page only (strict readings 74–79,
 * both languages: getting started repeated them word for word, and the intro a third time). A module
 * of its own: the other newcomer components are on every newcomer page, this list on one.
 */
export default function PathIndex(): ReactNode {
  return (
    <ul data-path-index="">
      {newcomerPaths(community as CommunityConfig).map((path) => (
        <li key={path.id}>
          <Link to={`${PATH_ROWS.page}#${PATH_ROWS.row(path.id)}`} onClick={() => rememberPath(path.id)}>
            {text.pathName[path.id]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
