/**
 * The official Minecraft Launcher's installation screen, drawn in HTML for the launcher page's
 * "use the official launcher" steps, each numbered as its step: Java Edition in the left column (1),
 * the Installations tab's new-installation button (2), the version drop-down set to the server's
 * game version (config/community.ts `gameVersion`, 3), and the Play button with the installation
 * chosen beside it (4). The launcher
 * publishes no language files: its labels are the published ones of data/official-launcher.json,
 * and a label a language has no source for is a blank bar. The site's words around it are
 * i18n/<locale>/site-text.json `officialLauncher`.
 */
import {useId, type ReactNode} from 'react';
import community, {type CommunityConfig} from '@site/config/community';
import launcher from '@site/data/official-launcher.json';
import words from '@site-generated/official-launcher-text.json';
import {useLocale} from '@site/src/components/Newcomer';
import {fillText} from '@site/src/lib/newcomer';
import {textIn} from '@site/config/locale';
import {Mark as StepMark, PictureCaption} from '@site/src/components/Screen/Caption';
import styles from './styles.module.css';

const config = community as CommunityConfig;

type LabelKey = keyof typeof launcher.labels;

/** The launcher's label in `locale`, or undefined where no published text gives one. */
function launcherLabel(key: LabelKey, locale: string): string | undefined {
  return (launcher.labels[key] as Record<string, string | undefined>)[locale];
}

function Mark({n}: {n: number}): ReactNode {
  return <StepMark n={n} className={styles.markAt} />;
}

/** A label, or a blank bar the width of a short word where the language has no published one. */
function Label({text}: {text: string | undefined}): ReactNode {
  return text ? <span>{text}</span> : <span className={styles.blank} data-blank-label="" />;
}

export default function OfficialLauncher(): ReactNode {
  const locale = useLocale();
  const captionId = useId();
  const label = (key: LabelKey) => launcherLabel(key, locale);
  // Text (the description, the legend) falls back to the English label, the launcher's own.
  const say = (key: LabelKey) => label(key) ?? launcher.labels[key].en;
  const values = {
    game: say('game'),
    installations: say('installationsTab'),
    play: say('playButton'),
    version: config.gameVersion,
  };
  const server = textIn(config.serverName, locale);
  const name = fillText(words.name, {server});
  return (
    <figure className={styles.figure} data-mockup="official-launcher" data-version={config.gameVersion}>
      <div
        className={styles.window}
        role="img"
        aria-label={fillText(words.describe, values)}
        aria-describedby={captionId}
      >
        <div className={styles.side} aria-hidden="true">
          <span className={styles.gameOn}>
            <Label text={label('game')} />
            <Mark n={1} />
          </span>
          <span className={styles.blank} />
          <span className={styles.blank} />
        </div>
        <div className={styles.main} aria-hidden="true">
          <div className={styles.tabs}>
            <span className={styles.tab}>
              <Label text={label('playTab')} />
            </span>
            <span className={styles.tabOn}>
              <Label text={label('installationsTab')} />
            </span>
          </div>
          <div className={styles.panel}>
            <span className={styles.newButton}>
              <span className={styles.plus}>+</span>
              <span className={styles.blank} />
              <Mark n={2} />
            </span>
            <div className={styles.dialog}>
              <span className={styles.field}>{name}</span>
              <span className={styles.select}>
                <span>{config.gameVersion}</span>
                <span className={styles.chevron} />
                <Mark n={3} />
              </span>
            </div>
          </div>
          <div className={styles.playRow}>
            <span className={styles.select}>
              <span>{server}</span>
              <span className={styles.chevron} />
            </span>
            <span className={styles.play}>
              <Label text={label('playButton')} />
              <Mark n={4} />
            </span>
          </div>
        </div>
      </div>
      <PictureCaption
        id={captionId}
        separator={words.separator}
        heading={
          <>
            {words.kind}
            {words.separator}
            {fillText(words.title, values)}
          </>
        }
        legend={Object.values(words.legend).map((text, i) => ({mark: i + 1, name: fillText(text, values)}))}
      />
    </figure>
  );
}
