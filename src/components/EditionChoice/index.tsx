import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Edition} from '@site/src/lib/application';
import styles from './styles.module.css';

/** The edition's name in the page's language ("Java 版", "Bedrock Edition"). */
export function editionName(edition: Edition): string {
  return edition === 'java'
    ? translate({id: 'editionChoice.java', message: 'Java 版'})
    : translate({id: 'editionChoice.bedrock', message: '基岩版'});
}

/**
 * Java or Bedrock, as a radio group under its question ("你玩的是"): the first question of the
 * application helper and of "Can I join with my version?". `name` groups the radios (one per form).
 */
export default function EditionChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Edition;
  onChange: (edition: Edition) => void;
}): ReactNode {
  return (
    <fieldset className={styles.choice}>
      <legend>
        <Translate id="editionChoice.legend">你玩的是</Translate>
      </legend>
      {(['java', 'bedrock'] as const).map((edition) => (
        <label key={edition} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={edition}
            checked={value === edition}
            onChange={() => onChange(edition)}
          />{' '}
          {editionName(edition)}
        </label>
      ))}
    </fieldset>
  );
}
