import '@/i18n/route-search';
import type { SearchLeg } from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { Button } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bone } from '@/components/ui/bone';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { stopItems } from '../lib/stop-window';
import styles from './leg-card.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * One matatu ride of a search result (spec §2): sacco, route name and number, where to board and
 * get off (highlighted in the route's stops), stops on the way, fare, and View Details.
 */
export function LegCard({
  leg,
  headingLevel = 3,
  action,
}: {
  leg: SearchLeg;
  headingLevel?: 3 | 4;
  /** Another button beside View Details (the page adds Book). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const stopsId = useId();
  const { items, collapsible } = stopItems(
    leg.stops,
    leg.boarding_stop,
    leg.alighting_stop,
    expanded,
  );
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="route-result">
      <header className={styles.head}>
        {leg.sacco_logo ? (
          <img className={styles.logo} src={leg.sacco_logo} alt="" width={40} height={40} />
        ) : (
          <span className={styles.logo} aria-hidden="true">
            {initials(leg.sacco ?? leg.route_id)}
          </span>
        )}
        <div className={styles.names}>
          <span className={styles.sacco}>{leg.sacco ?? t('routeSearch.card.noSacco')}</span>
          <Heading id={titleId} className={styles.routeName}>
            {leg.route_name}
          </Heading>
        </div>
        <span className={styles.code}>{t('routeSearch.card.route', { code: leg.route_id })}</span>
      </header>

      <div className={styles.facts}>
        <dl className={styles.ends}>
          <div>
            <dt>{t('routeSearch.card.board')}</dt>
            <dd>{leg.boarding_stop}</dd>
          </div>
          <div className={styles.endTo}>
            <dt>{t('routeSearch.card.alight')}</dt>
            <dd>{leg.alighting_stop}</dd>
          </div>
        </dl>
        <div className={styles.chips}>
          <span className={styles.chip}>
            {t('routeSearch.card.stopsBetween', { count: leg.stops_between })}
          </span>
          {leg.fare_kes !== null ? (
            <span className={`${styles.chip} ${styles.fare}`}>
              {t('routeSearch.card.fare', { fare: formatAmount(leg.fare_kes) })}
            </span>
          ) : null}
        </div>
      </div>

      <ol
        id={stopsId}
        className={styles.stops}
        aria-label={t('routeSearch.card.stopsLabel', { code: leg.route_id })}
      >
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap}>
              {t('routeSearch.card.moreStops', { count: item.count })}
            </li>
          ) : (
            <li
              key={item.index}
              className={styles.stop}
              data-part={item.part}
              data-stop={
                item.part === 'boarding' || item.part === 'alighting' ? item.part : undefined
              }
            >
              <span className={styles.stopName}>{item.name}</span>
              {item.part === 'boarding' ? (
                <span className={styles.stopTag}>{t('routeSearch.card.boardingTag')}</span>
              ) : null}
              {item.part === 'alighting' ? (
                <span className={styles.stopTag}>{t('routeSearch.card.alightingTag')}</span>
              ) : null}
            </li>
          ),
        )}
      </ol>

      <footer className={styles.actions}>
        {collapsible ? (
          <Button
            type="link"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={stopsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded
              ? t('routeSearch.card.showFewer')
              : t('routeSearch.card.showAll', { count: leg.stops.length })}
          </Button>
        ) : (
          <span />
        )}
        <span className={styles.buttons}>
          <ButtonLink type="primary" ghost to={paths.route.getHref(leg.id)}>
            {t('routeSearch.card.viewDetails')}
          </ButtonLink>
          {action}
        </span>
      </footer>
    </article>
  );
}

/** A grey card the size of a LegCard, while the search runs. */
export function LegCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.head}>
        <Bone width="40px" height="40px" />
        <div className={styles.names}>
          <Bone width="35%" height="12px" />
          <Bone width="70%" height="18px" />
        </div>
      </div>
      <Bone width="90%" height="12px" />
      <Bone width="90%" height="12px" />
      <Bone width="35%" height="12px" />
    </div>
  );
}
