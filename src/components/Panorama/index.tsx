import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import community from '@site/config/community';
import useLocalized from '@site/src/hooks/useLocalized';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import {
  INITIAL_VIEW,
  ZOOM_STEP,
  backgroundFor,
  dragView,
  headingDegrees,
  keyView,
  zoomView,
  type View,
} from '@site/src/lib/panorama';
import styles from './styles.module.css';

/** The on-screen buttons do what their keys do. */
function keyButtons(): {key: string; symbol: string; label: string}[] {
  return [
    {key: 'ArrowLeft', symbol: '←', label: translate({id: 'panorama.left', message: '向左看'})},
    {key: 'ArrowRight', symbol: '→', label: translate({id: 'panorama.right', message: '向右看'})},
    {key: '+', symbol: '+', label: translate({id: 'panorama.zoomIn', message: '放大'})},
    {key: '-', symbol: '−', label: translate({id: 'panorama.zoomOut', message: '缩小'})},
  ];
}

/**
 * A small 360° panorama viewer for the group photo in config/community.ts.
 * The picture is a CSS background that repeats horizontally, so looking
 * round wraps without seams; no WebGL and no library (a few KiB instead of a
 * three.js-sized viewer). Mouse and touch drag, pinch and the buttons zoom,
 * and with the viewer focused the arrow keys look around, + and − zoom and
 * Home resets. The image loads only when the viewer nears the screen. The
 * text alternative is always shown below it, and a plain link opens the image
 * without JavaScript.
 */
export default function Panorama(): ReactNode {
  const photo = community.groupPhoto;
  const src = useBaseUrl(photo.src);
  const alt = useLocalized(photo.alt);
  const aspect = photo.width / photo.height;
  const frame = useRef<HTMLDivElement>(null);
  const figure = useRef<HTMLElement>(null);
  const helpId = useId();
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const [size, setSize] = useState({width: 0, height: 0});
  // Load the image only when the viewer comes near the screen.
  const near = useNearViewport(frame, '200px');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // Not on the server or the first render (no layout difference on hydration);
  // iPhone Safari has no element fullscreen, so the button stays hidden there.
  const canFullscreen = useIsBrowser() && Boolean(document.fullscreenEnabled);
  const pointers = useRef(new Map<number, {x: number; y: number}>());
  const pinch = useRef(0);

  // Measure the frame and follow its size.
  useEffect(() => {
    const el = frame.current;
    if (!el) return undefined;
    const measure = () => setSize({width: el.clientWidth, height: el.clientHeight});
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return undefined;
    const image = new Image();
    image.onload = () => setLoaded(true);
    image.onerror = () => setFailed(true);
    image.src = src;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [near, src]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === figure.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void figure.current?.requestFullscreen();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyView(view, event.key);
    if (next) {
      event.preventDefault();
      setView(next);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, {x: event.clientX, y: event.clientY});
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = Math.hypot(a!.x - b!.x, a!.y - b!.y);
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const current = {x: event.clientX, y: event.clientY};
    pointers.current.set(event.pointerId, current);
    if (pointers.current.size === 1) {
      setView((v) => dragView(v, current.x - last.x, current.y - last.y, size.height || 1, aspect));
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (pinch.current > 0) setView((v) => zoomView(v, distance / pinch.current));
      pinch.current = distance;
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = 0;
  };

  const background = backgroundFor(view, size.width, size.height, aspect);
  const heading = headingDegrees(view);

  return (
    <figure ref={figure} className={styles.figure} data-fullscreen={fullscreen || undefined}>
      <div
        ref={frame}
        className={styles.frame}
        style={{
          aspectRatio: `${Math.min(aspect, 16 / 6)}`,
          ...(loaded
            ? {
                backgroundImage: `url("${src}")`,
                backgroundSize: background.size,
                backgroundPosition: background.position,
              }
            : {}),
        }}
        tabIndex={0}
        role="application"
        aria-roledescription={translate({id: 'panorama.roledescription', message: '全景图'})}
        aria-label={alt}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={() => setView((v) => zoomView(v, ZOOM_STEP))}
        data-testid="panorama"
        data-loaded={loaded || undefined}
        data-heading={heading}
        data-zoom={view.zoom.toFixed(2)}
      >
        {!loaded && (
          <span className={styles.status}>
            {failed ? (
              <Translate id="panorama.failed">全景图加载失败，请用下面的链接打开原图。</Translate>
            ) : (
              <Translate id="panorama.loading">正在加载全景图…</Translate>
            )}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        {keyButtons().map(({key, symbol, label: name}) => (
          <button
            key={key}
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setView((v) => keyView(v, key)!)}
            aria-label={name}
          >
            {symbol}
          </button>
        ))}
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => setView(INITIAL_VIEW)}
        >
          <Translate id="panorama.reset">复位</Translate>
        </button>
        {canFullscreen && (
          <button type="button" className="button button--sm button--secondary" onClick={toggleFullscreen}>
            {fullscreen ? (
              <Translate id="panorama.exitFullscreen">退出全屏</Translate>
            ) : (
              <Translate id="panorama.fullscreen">全屏</Translate>
            )}
          </button>
        )}
        <span className={styles.heading} aria-live="off">
          <Translate id="panorama.heading" values={{heading}}>
            {'朝向 {heading}°'}
          </Translate>
        </span>
      </div>
      <p id={helpId} className={styles.help}>
        <Translate id="panorama.help">
          用鼠标或手指拖动画面环视四周，双指或「+」「−」按钮缩放；选中图片后也可以用方向键环视、用 + 和 −
          键缩放、按 Home 键复位。
        </Translate>
      </p>
      <figcaption className={styles.caption}>
        <Translate id="panorama.alt" values={{alt}}>
          {'图片说明：{alt}'}
        </Translate>{' '}
        <Link to={`pathname://${photo.src}`} target="_blank">
          <Translate id="panorama.open">打开原图</Translate>
        </Link>
      </figcaption>
    </figure>
  );
}
