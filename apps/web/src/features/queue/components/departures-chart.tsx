import '@/i18n/queue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './departures-chart.module.css';

const WIDTH = 720;
const HEIGHT = 220;
const PLOT = { left: 32, right: 8, top: 12, bottom: 28 };
const LABEL_EVERY_HOURS = 3;

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The smallest "nice" top for the axis (1, 2, 5, 10, 20…) at or above the busiest hour. */
function axisTop(max: number): number {
  if (max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((factor) => factor * step).find((top) => top >= max) ?? max;
}

/**
 * Today's departures in each hour (Nairobi time) as bars, drawn in SVG. Screen readers get a
 * title and a one-line summary; the exact figures are in a table under the chart.
 */
export function DeparturesChart({ perHour }: { perHour: readonly number[] }) {
  const { t } = useTranslation();
  const id = useId();
  const max = Math.max(0, ...perHour);
  const top = axisTop(max);
  const busiest = perHour.indexOf(max);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / 24;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const description =
    max === 0
      ? t('queueStats.chartEmpty')
      : t('queueStats.chartDescription', { hour: hourLabel(busiest), count: max });

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="departures-chart"
      >
        <title id={`${id}-title`}>{t('queueStats.chartTitle')}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, top / 2, top].map((value) => (
          <g key={value}>
            <line
              className={styles.grid}
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(value)}
              y2={y(value)}
            />
            <text className={styles.axis} x={PLOT.left - 6} y={y(value) + 4} textAnchor="end">
              {Number.isInteger(value) ? value : ''}
            </text>
          </g>
        ))}
        {perHour.map((count, hour) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hour of the day
            key={hour}
            className={styles.bar}
            x={PLOT.left + hour * slot + slot * 0.15}
            width={slot * 0.7}
            y={y(count)}
            height={Math.max(0, PLOT.top + plotHeight - y(count))}
            rx={3}
          />
        ))}
        {perHour.map((_, hour) =>
          hour % LABEL_EVERY_HOURS === 0 ? (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hour of the day
              key={hour}
              className={hour % 6 === 0 ? styles.axis : `${styles.axis} ${styles.minor}`}
              x={PLOT.left + hour * slot + slot / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
            >
              {hourLabel(hour)}
            </text>
          ) : null,
        )}
      </svg>
      <details className={styles.details}>
        <summary>{t('queueStats.showTable')}</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('queueStats.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('queueStats.hour')}</th>
              <th scope="col">{t('queueStats.departuresColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {perHour.map((count, hour) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hour of the day
              <tr key={hour}>
                <th scope="row">{hourLabel(hour)}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
