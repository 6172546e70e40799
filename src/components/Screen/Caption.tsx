/**
 * A picture's caption and step marks, the same on every picture: the screen pictures (./index.tsx)
 * and the pictures drawn in HTML (src/components/AdoptiumChoice, src/components/OfficialLauncher).
 */
import type {ReactNode} from 'react';
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
  return (
    <figcaption id={id} className={styles.caption}>
      {heading}
      {legend.length > 0 && (
        <ul className={styles.legend}>
          {legend.map(({mark, name}, i) => (
            <li key={i}>
              <span className={styles.badge}>{mark}</span>
              <VisuallyHidden>{separator}</VisuallyHidden>
              {name}
            </li>
          ))}
        </ul>
      )}
      {note && <small className={styles.note}>{note}</small>}
    </figcaption>
  );
}
