import '@/i18n/public-pages';
import { formatAmount } from '@foleni/contract/plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fitFrame, type Located, type Point, scaleBar } from '../lib/project-stops';
import styles from './route-line.module.css';

const WIDTH = 400;
const PADDING = 34;
/** The labels' largest font size (on phones; route-line.module.css), in units of the box. */
const LABEL_SIZE = 17;
/** Rough width of one bold character of the labels, to keep them inside the box. */
const CHAR_WIDTH = LABEL_SIZE * 0.6;

type RouteLineProps = {
  /** The stops drawn, in order. */
  stops: readonly Located[];
  /** Every stop of the route (both directions), so switching direction keeps the same frame. */
  frameStops: readonly Located[];
  label: string;
};

type Label = { text: string; x: number; y: number };

/** Places a stop's name above or below its dot, inside the box, shortening it if needed. */
function placeLabel(name: string, dot: Point, above: boolean, height: number): Label {
  const maxChars = Math.floor((WIDTH - 8) / CHAR_WIDTH);
  const text = name.length > maxChars ? `${name.slice(0, maxChars - 1)}…` : name;
  const half = (text.length * CHAR_WIDTH) / 2;
  const x = Math.min(Math.max(dot.x, 4 + half), WIDTH - 4 - half);
  const y = above ? dot.y - 14 : dot.y + 14 + LABEL_SIZE * 0.8;
  return { text, x, y: Math.min(Math.max(y, LABEL_SIZE + 2), height - 6) };
}

/**
 * The route drawn from its stops' coordinates: a line through every stop, the first and last
 * marked and named, a north arrow and a scale bar. Colours come from antd's tokens, so it follows
 * dark mode. No map tiles: it shows the route's shape and direction, not the streets.
 */
export function RouteLine({ stops, frameStops, label }: RouteLineProps) {
  const { t } = useTranslation();
  // An id that is safe inside url(#…) whatever characters useId produces.
  const gridId = `route-grid-${useId().replace(/[^\w-]/g, '')}`;
  const frame = fitFrame(frameStops.length > 0 ? frameStops : stops, {
    width: WIDTH,
    padding: PADDING,
    minHeight: 240,
    maxHeight: 440,
  });
  const first = stops[0];
  const last = stops.at(-1);
  if (!frame || !first || !last) {
    return <p className={styles.unavailable}>{t('routeDetails.line.unavailable')}</p>;
  }

  const points = stops.map((stop) => frame.project(stop));
  const start = frame.project(first);
  const end = frame.project(last);
  const middleY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  // Names go on the side away from the rest of the line; if both ends would collide, split them.
  const startAbove = start.y <= middleY;
  let endAbove = end.y <= middleY;
  if (stops.length > 1 && startAbove === endAbove && Math.abs(start.y - end.y) < 24) {
    endAbove = !startAbove;
  }
  const startLabel = placeLabel(first.name, start, startAbove, frame.height);
  const endLabel = stops.length > 1 ? placeLabel(last.name, end, endAbove, frame.height) : null;

  const bar = scaleBar(frame.kmPerUnit, WIDTH * 0.28);
  const barY = frame.height - 14;
  const distance = formatAmount(bar.km);

  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role="img"
      aria-label={label}
      data-testid="route-line"
    >
      <defs>
        <pattern id={gridId} width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M 40 0 L 0 0 0 40" className={styles.grid} />
        </pattern>
      </defs>
      <rect width={frame.width} height={frame.height} className={styles.background} />
      <rect width={frame.width} height={frame.height} fill={`url(#${gridId})`} />

      <g>
        <polyline
          className={styles.casing}
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
        />
        <polyline
          className={styles.line}
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
          data-testid="route-line-path"
        />
        {points.slice(1, -1).map((point, index) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: stops may share a name; order is stable
            key={index}
            className={styles.stop}
            cx={point.x}
            cy={point.y}
            r="3"
          >
            <title>{stops[index + 1]?.name}</title>
          </circle>
        ))}
        {stops.length > 1 ? (
          <circle className={styles.end} cx={end.x} cy={end.y} r="7">
            <title>{last.name}</title>
          </circle>
        ) : null}
        <circle className={styles.start} cx={start.x} cy={start.y} r="7">
          <title>{first.name}</title>
        </circle>

        <text className={styles.label} x={startLabel.x} y={startLabel.y} textAnchor="middle">
          {startLabel.text}
        </text>
        {endLabel ? (
          <text className={styles.label} x={endLabel.x} y={endLabel.y} textAnchor="middle">
            {endLabel.text}
          </text>
        ) : null}

        <g className={styles.north} transform={`translate(${frame.width - 22} 26)`}>
          <path d="M 0 -14 L 6 4 L 0 0 L -6 4 Z" />
          <text y="18" textAnchor="middle">
            N
          </text>
        </g>

        <g className={styles.scale} transform={`translate(12 ${barY})`}>
          <path d={`M 0 -5 V 0 H ${bar.units} V -5`} />
          <text x={bar.units + 6} y="0">
            {t('routeDetails.line.scale', { distance })}
          </text>
        </g>
      </g>
    </svg>
  );
}
