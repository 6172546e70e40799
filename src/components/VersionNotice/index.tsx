import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import community from '@site/config/community';
import {olderThanServer} from '@site/src/lib/checkedAgainst';

/**
 * Above a doc or post whose front matter `checked_against.game` is older than the server's
 * `gameVersion` (issue 48, `versionNotice`): a short notice that it was written for that version
 * and some steps may differ. Server-rendered from the page's metadata; nothing otherwise.
 */
export default function VersionNotice({frontMatter}: {frontMatter: Record<string, unknown>}): ReactNode {
  if (!community.versionNotice.enabled) return null;
  const older = olderThanServer(frontMatter, community.gameVersion);
  if (!older) return null;
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-testid="version-notice">
      <Translate id="versionNotice.text" values={{written: older.written, now: older.now}}>
        {'本页按 {written} 编写；服务器现在运行 {now}，部分步骤可能不同。'}
      </Translate>
    </div>
  );
}
