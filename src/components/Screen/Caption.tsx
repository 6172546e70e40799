/**
 * A picture's caption and step marks, the same on every picture: the screen pictures (./index.tsx)
 * and the pictures drawn in HTML (src/components/AdoptiumChoice, src/components/OfficialLauncher).
 */
import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './marks.module.css';

/**
 * A step's number on the element it marks in an HTML picture; `className` places it. A space no one
 * sees keeps the number apart from the label before it when the picture is read as text.
 */
export function Mark({n, className}: {n: ReactNode; className?: string}): ReactNode {
  return (
    <>
      <VisuallyHidden> </VisuallyHidden>
      <span className={clsx(styles.mark, className)}>{n}</span>
    </>
  );
}

/**
 * "Illustration: {title}", the legend of its marks (each mark's number and what it marks) and a
 * note: the `<figcaption>` the picture's text alternative points to (`id`). Between a mark's badge
 * and its name, `separator` ("：", ": "), not shown, so that read as text or aloud the number does
 * not run into the name ("3: 1.21.4", not "31.21.4").
 */
export function PictureCaption({
  id,
  heading,
  separator,
  legend,
  note,
}: {
  id: string;
  heading: ReactNode;
  separator: string;
  legend: {mark: ReactNode; name: ReactNode}[];
  note?: ReactNode;
}): ReactNode {
  // Two elements of one step share its number: one entry, their names joined ("2: Log in / Log In
  // with QR Code"). Two entries with the same number read as a typo (strict reading 12, Dec 2026).
  const entries: {mark: ReactNode; names: ReactNode[]}[] = [];
  for (const {mark, name} of legend) {
    const last = entries.at(-1);
    const same = last && (typeof mark === 'string' || typeof mark === 'number') && last.mark === mark;
    if (same) last.names.push(name);
    else entries.push({mark, names: [name]});
  }
  return (
    <figcaption id={id} className={styles.caption}>
      {heading}
      {entries.length > 0 && (
        <ul className={styles.legend}>
          {entries.map(({mark, names}, i) => (
            <li key={i}>
              <span className={styles.badge}>{mark}</span>
              <VisuallyHidden>{separator}</VisuallyHidden>
              {names.map((name, j) => (
                <Fragment key={j}>
                  {j > 0 && ' / '}
                  {name}
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
      )}
      {note && <small className={styles.note}>{note}</small>}
    </figcaption>
  );
}
