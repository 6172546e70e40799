/**
 * A picture's caption and step marks, the same on every picture: the screen pictures (./index.tsx)
 * and the pictures drawn in HTML (src/components/AdoptiumChoice, src/components/OfficialLauncher).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './marks.module.css';

/** A step's number on the element it marks in an HTML picture; `className` places it. */
export function Mark({n, className}: {n: ReactNode; className?: string}): ReactNode {
  return <span className={clsx(styles.mark, className)}>{n}</span>;
}

/**
 * "Illustration: {title}", the legend of its marks (each mark's number and what it marks) and a
 * note: the `<figcaption>` the picture's text alternative points to (`id`).
 */
export function PictureCaption({
  id,
  heading,
  legend,
  note,
}: {
  id: string;
  heading: ReactNode;
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
              {name}
            </li>
          ))}
        </ul>
      )}
      {note && <small className={styles.note}>{note}</small>}
    </figcaption>
  );
}
