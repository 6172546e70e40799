import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import community, {type CommunityConfig} from '@site/config/community';
import {newestClientOf, yearNumbering} from '@site/src/lib/newcomer';
import text from '@site-generated/newcomer-paths-text.json';

const config = community as CommunityConfig;

/**
 * The home page's lines under the tagline: the server's Java Edition version, and where config names
 * the newest release that gets in (`newestClientVersion`), the range (strict reading 43: the hero
 * said 1.21.4 alone while four pages said 1.21.4 to 26.2, and an owner on 26.2 took it as "not me";
 * reading 45: "服务器版本：Java 版 1.21.4（1.21.4 到 26.2…）" said the version twice). A range running into the
 * year-based numbering says which end is newer (strict reading 80 in English asked how 26.2 can come after 1.21.4).
 */
export default function ServerVersion(): ReactNode {
  const newest = newestClientOf(config);
  const years = yearNumbering(config.gameVersion, newest);
  // Bedrock's range too, whose numbers look like Java's newest (strict reading 81, en: a Bedrock
  // reader on 26.30 read "to 26.2" as too new for the server), on a line of its own (strict reading
  // 83, en: side by side, the two 26.x read as one numbering). From the home page's own words
  // (GameMessage's data would add 2 KiB to its script).
  const bedrock = {bedrockOldest: text.bedrockRange.oldest, bedrockNewest: text.bedrockRange.newest};
  return (
    <>
      {newest && years ? (
        <Translate id="home.gameVersionRangeYears" values={{version: config.gameVersion, newest, ...years}}>
          {'Java 版：{version} 到 {newest} 的正式版都能进（{year}.x 比 {old}.x 新）'}
        </Translate>
      ) : newest ? (
        <Translate id="home.gameVersionRange" values={{version: config.gameVersion, newest}}>
          {'Java 版：{version} 到 {newest} 的正式版都能进'}
        </Translate>
      ) : (
        <Translate id="home.gameVersion" values={{version: config.gameVersion}}>
          {'Java 版：服务器是 {version}'}
        </Translate>
      )}
      <br />
      <Translate id="home.bedrockRange" values={bedrock}>
        {'基岩版：{bedrockOldest} 到 {bedrockNewest} 都能进'}
      </Translate>
    </>
  );
}
