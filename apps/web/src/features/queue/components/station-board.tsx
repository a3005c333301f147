import '@/i18n/queue';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { QueueEntry } from '@foleni/contract';
import { ConfigProvider, theme } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { formatClock } from '@/lib/dates';
import { OfflineNotice } from '@/lib/pwa/offline-notice';
import { getThemeConfig } from '@/lib/theme/theme';
import { useNow } from '../hooks/use-now';
import { useStationQueueStream } from '../hooks/use-station-queue-stream';
import { routesByActivity, splitLine } from '../lib/station-queue-state';
import { LiveIndicator } from './live-indicator';
import styles from './station-board.module.css';

/** How many waiting vehicles a column lists before "+ N more". */
const WAITING_SHOWN = 8;
const BOARD_THEME_CLASS = 'foleni-board';

/** The board is always dark (a TV in a bright stage), whatever the site's theme. */
function DarkScope({ children }: { children: ReactNode }) {
  theme.useToken();
  return <div className={`${BOARD_THEME_CLASS} ${styles.board}`}>{children}</div>;
}

function Clock() {
  const { t, i18n } = useTranslation();
  const now = useNow(1000);
  const time = formatClock(now, i18n.language);
  return (
    <time
      className={styles.clock}
      title={t('stationBoard.clock')}
      dateTime={new Date(now).toISOString()}
    >
      {time}
    </time>
  );
}

/**
 * `/station/:id/board`: a station's lines, full screen and large, for a TV at the stage. It
 * follows the station's stream, says when it is reconnecting, and catches up by itself.
 */
export function StationBoard({ stationId }: { stationId: number | null }) {
  // The site's dark theme, whole: the light mode's text colours must not carry over (they are
  // dark on dark). Only the reduced-motion choice comes from the site's theme.
  const { token } = theme.useToken();
  const boardTheme = useMemo(
    () => ({
      ...getThemeConfig('dark', !token.motion),
      cssVar: { key: BOARD_THEME_CLASS },
      inherit: false,
    }),
    [token.motion],
  );
  return (
    <ConfigProvider theme={boardTheme}>
      <DarkScope>
        <BoardContent stationId={stationId} />
      </DarkScope>
    </ConfigProvider>
  );
}

function BoardContent({ stationId }: { stationId: number | null }) {
  const { t } = useTranslation();
  const stream = useStationQueueStream(stationId);
  const { queue, status, lastUpdated } = stream;
  const missing = stationId === null || stream.missing;
  const routes = useMemo(
    () => routesByActivity((queue?.routes ?? []).filter((route) => route.entries.length > 0)),
    [queue],
  );

  return (
    <>
      <PageMeta
        title={
          queue
            ? t('stationBoard.pageTitle', { station: queue.station_name })
            : t('stationBoard.loadingTitle')
        }
        description={t('stationBoard.description')}
      />
      <header className={styles.header}>
        <div className={styles.heading}>
          <span className={styles.eyebrow}>
            {t('stationBoard.eyebrow')}
            {queue ? (
              <span data-testid="board-short-code">
                {' · '}
                {t('stationBoard.ussdCode', { code: queue.short_code })}
              </span>
            ) : null}
          </span>
          <h1 className={styles.title}>{queue?.station_name ?? '\u00a0'}</h1>
        </div>
        <div className={styles.headerEnd}>
          {missing ? null : <LiveIndicator status={status} className={styles.live} />}
          <Clock />
        </div>
      </header>
      {queue && lastUpdated.stale ? (
        <OfflineNotice subject="board" at={lastUpdated.at} className={styles.offline} />
      ) : null}
      <main className={styles.main}>
        {missing ? (
          <p className={styles.message}>{t('stationBoard.missing')}</p>
        ) : queue === null ? null : routes.length === 0 ? (
          <p className={styles.message}>{t('stationBoard.empty')}</p>
        ) : (
          <div className={styles.columns}>
            {routes.map((route) => (
              <BoardColumn key={route.route} route={route} />
            ))}
          </div>
        )}
      </main>
      <footer className={styles.footer}>
        {missing ? (
          <Link to={paths.stations.getHref()} className={styles.back}>
            <ArrowLeftOutlined aria-hidden="true" /> {t('stationBoard.findStation')}
          </Link>
        ) : (
          <Link to={paths.station.getHref(stationId)} className={styles.back}>
            <ArrowLeftOutlined aria-hidden="true" /> {t('stationBoard.backToStation')}
          </Link>
        )}
        <span className={styles.brand}>{t('app.name')}</span>
      </footer>
    </>
  );
}

function BoardColumn({
  route,
}: {
  route: { route: number; route_code: string; route_name: string; entries: QueueEntry[] };
}) {
  const { t } = useTranslation();
  const { loading, waiting } = splitLine(route.entries);
  const shown = waiting.slice(0, WAITING_SHOWN);
  const titleId = `board-route-${route.route}`;
  return (
    <section className={styles.column} aria-labelledby={titleId} data-testid="board-route">
      <header className={styles.columnHeader}>
        <h2 id={titleId} className={styles.routeCode}>
          {route.route_code}
        </h2>
        <div className={styles.routeText}>
          <span className={styles.routeName}>{route.route_name}</span>
          <span className={styles.inLine}>
            {t('stationBoard.inLine', { count: route.entries.length })}
          </span>
        </div>
      </header>
      <div className={styles.loading} data-empty={!loading || undefined}>
        <span className={styles.loadingLabel}>{t('stationBoard.loadingNow')}</span>
        {loading ? (
          <span className={styles.loadingPlate} data-testid="board-loading">
            {loading.plate}
          </span>
        ) : (
          <span className={styles.nobody}>{t('stationBoard.nobodyLoading')}</span>
        )}
      </div>
      {shown.length > 0 ? (
        <>
          <span className={styles.nextLabel}>{t('stationBoard.nextUp')}</span>
          <ol className={styles.waiting}>
            {shown.map((entry) => (
              <li key={entry.id} className={styles.waitingEntry} data-testid="board-waiting">
                <span className={styles.position}>{entry.position}</span>
                <span className={styles.plate}>{entry.plate}</span>
              </li>
            ))}
          </ol>
          {waiting.length > shown.length ? (
            <span className={styles.more}>
              {t('stationBoard.more', { count: waiting.length - shown.length })}
            </span>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
