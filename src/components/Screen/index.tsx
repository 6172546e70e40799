import {useEffect, useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {installZoom} from '@site/src/components/Zoom/zoom';
import {PictureCaption} from './Caption';
import styles from './styles.module.css';

/** An image of a picture: its file's URL and its size in CSS pixels (its viewBox). */
interface PictureImage {
  light: string;
  dark: string;
  width: number;
  height: number;
}

/** The part of the screen the marks are on, and the media query of the screens that show it. */
interface CropImage extends PictureImage {
  media: string;
  /** Where the part begins in the whole screen, in its pixels. */
  x: number;
}

interface ScreenFigureProps {
  /** The picture's id (the figure's data-picture). */
  picture: string;
  /** The label sets it reads, space-separated (data-label-sets). */
  sets?: string;
  /** The whole screen. */
  image: PictureImage;
  /** The part of the screen the step is about, shown on narrow screens; the whole screen zooms. */
  crop?: CropImage;
  /** Smallest text of the drawing, in its own pixels (data-min-text, for the tests). */
  minText: number;
  title: string;
  alt: string;
  legend: {mark: string; name: string}[];
  note?: string;
}

const CHINESE_RUN = /([\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+)/;

/**
 * On English pages, Chinese labels (of a program without English, such as PCL) are marked as
 * Chinese, so screen readers pronounce them as such (WCAG 3.1.2, language of parts).
 */
function withLanguage(text: string, locale: string): ReactNode {
  if (locale !== 'en' || !CHINESE_RUN.test(text)) return text;
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
 * The light and dark image of the drawing; CSS shows the one of the colour mode. Where the
 * picture has a crop, a narrow viewport (`crop.media`) loads the crop instead of the whole
 * screen; the zoom copies the <img> alone, which shows the whole screen.
 */
function Images({image, crop, alt}: {image: PictureImage; crop?: CropImage; alt: string}): ReactNode {
  return (
    <span className={styles.shown} data-zoom-content="">
      {(['light', 'dark'] as const).map((mode) => (
        <picture key={mode} className={mode === 'light' ? styles.light : styles.dark}>
          {crop && <source media={crop.media} srcSet={crop[mode]} width={crop.width} height={crop.height} />}
          <img
            src={image[mode]}
            width={image.width}
            height={image.height}
            alt={alt}
            loading="lazy"
            decoding="async"
          />
        </picture>
      ))}
    </span>
  );
}

/**
 * One picture of a program's screen, drawn ahead of time (plugins/screens/remark.ts draws it from
 * plugins/screens/build.ts into two SVG files, light and dark) with the elements of the
 * page's steps marked and numbered. The picture is a button: it opens larger (zoom.ts), always
 * the whole screen. Its text alternative says what it shows and what to do; the caption repeats
 * the marks. This component holds no drawing: only the images' addresses and the words.
 */
export default function ScreenFigure({
  picture,
  sets,
  image,
  crop,
  minText,
  title,
  alt,
  legend,
  note,
}: ScreenFigureProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const captionId = useId();
  useEffect(() => installZoom(), []);
  const kind = translate({id: 'screen.kind', message: '示意图'});
  const separator = translate({id: 'screen.kind.separator', message: '：'});
  return (
    <figure className={styles.figure} data-picture={picture} data-label-sets={sets || undefined}>
      <button
        type="button"
        className={styles.trigger}
        data-zoomable=""
        data-zoom-close={translate({id: 'screen.zoom.close', message: '关闭'})}
        data-zoom-label={alt}
        data-min-text={minText}
        data-width={image.width}
        data-zoom-focus={crop ? ((crop.x + crop.width / 2) / image.width).toFixed(3) : undefined}
        aria-describedby={captionId}
        aria-haspopup="dialog"
      >
        <Images image={image} crop={crop} alt={alt} />
        <ZoomIcon />
        <VisuallyHidden>{translate({id: 'screen.zoom.open', message: '（放大查看）'})}</VisuallyHidden>
      </button>
      <PictureCaption
        id={captionId}
        separator={separator}
        heading={
          <>
            {kind}
            {separator}
            {withLanguage(title, locale)}
          </>
        }
        legend={legend.map(({mark, name}) => ({mark, name: withLanguage(name, locale)}))}
        note={note && withLanguage(note, locale)}
      />
    </figure>
  );
}
