import {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';
import type {LabelSet, LabelSetId} from '@site/src/lib/screenLabels';
import {makeContext, pictureText, type MarksProp, type Picture} from './picture';
import {frameVars} from './palette';
import {installZoom} from './zoom';
import styles from './styles.module.css';

/** The label sets a picture reads, as imported by the page-facing modules (MinecraftJava.tsx…). */
export type Sets = Partial<Record<LabelSetId, unknown>>;

export interface ScreenProps<T extends string> {
  /** The step number each marked element gets: `marks={{add: 2}}`. */
  marks?: MarksProp<T>;
}

const CHINESE_RUN = /([\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+)/;

/**
 * On English pages, Chinese labels (of a program without English, such as PCL) are marked as
 * Chinese, so screen readers pronounce them as such (WCAG 3.1.2, language of parts).
 */
function withLanguage(text: string, locale: 'zh' | 'en'): ReactNode {
  if (locale === 'zh' || !CHINESE_RUN.test(text)) return text;
  return text.split(CHINESE_RUN).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang="zh-CN">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** A magnifier, drawn over the corner of every picture. */
function ZoomIcon(): ReactNode {
  return (
    <svg className={styles.zoomIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15 15l6 6M7 10h6M10 7v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One picture of a program's screen, drawn as SVG in the page's language and colour mode, with
 * the elements of the page's steps marked and numbered. The picture is a button: it opens larger
 * (zoom.ts). Its text alternative says what it shows and what to do; the caption repeats the
 * marks. Use the page-facing components (e.g. `import {JavaMultiplayer} from
 * '@site/src/components/Screen/MinecraftJava'`), which load only their program's labels.
 */
export default function Screen<T extends string>({
  picture,
  sets,
  marks,
}: ScreenProps<T> & {picture: Picture<T>; sets: Sets}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh';
  const ctx = makeContext(picture, sets as Partial<Record<LabelSetId, LabelSet>>, locale, marks);
  const {title, alt, legend, note} = pictureText(picture, ctx);
  const captionId = useId();
  useEffect(() => installZoom(), []);
  // Hydrating (a render in the browser before BrowserContext flips): keep the drawing the server
  // sent instead of walking its few hundred SVG elements; the colour mode is CSS, so the drawing
  // never changes afterwards. A picture rendered on the client (navigation) is drawn as usual,
  // and so is one whose server drawing turns out to be missing.
  const isBrowser = useIsBrowser();
  const [keepServerDrawing, setKeepServerDrawing] = useState(
    () => !isBrowser && typeof window !== 'undefined',
  );
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (keepServerDrawing && !svg.current?.firstElementChild) setKeepServerDrawing(false);
  }, [keepServerDrawing]);
  const kind = translate({id: 'screen.kind', message: '示意图'});
  return (
    <figure
      className={styles.figure}
      data-picture={picture.id}
      data-label-sets={picture.sets.join(' ') || undefined}
    >
      <button
        type="button"
        className={styles.trigger}
        style={{aspectRatio: `${picture.width} / ${picture.height}`}}
        data-zoomable=""
        data-zoom-close={translate({id: 'screen.zoom.close', message: '关闭'})}
        aria-describedby={captionId}
        aria-haspopup="dialog"
      >
        <svg
          ref={svg}
          className={styles.picture}
          viewBox={`0 0 ${picture.width} ${picture.height}`}
          width={picture.width}
          height={picture.height}
          role="img"
          aria-label={alt}
          style={frameVars(picture.skin)}
          {...(keepServerDrawing
            ? {suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_HTML}
            : {children: picture.draw(ctx)})}
        />
        <ZoomIcon />
        <VisuallyHidden>{translate({id: 'screen.zoom.open', message: '（点击放大）'})}</VisuallyHidden>
      </button>
      <figcaption id={captionId} className={styles.caption}>
        {kind}
        {translate({id: 'screen.kind.separator', message: '：'})}
        {withLanguage(title, locale)}
        {legend.length > 0 && (
          <ul className={styles.legend}>
            {legend.map(({mark, name}, i) => (
              <li key={i}>
                <span className={styles.badge}>{mark}</span>
                {withLanguage(name, locale)}
              </li>
            ))}
          </ul>
        )}
        {note && <small className={styles.note}>{withLanguage(note, locale)}</small>}
      </figcaption>
    </figure>
  );
}
