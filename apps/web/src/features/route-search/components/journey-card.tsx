import '@/i18n/route-search';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { Journey } from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { JourneyMap, MapSlot } from '@/features/map';
import { type JourneyStep, journeySteps, journeySummary, nairobiClock } from '../lib/journey-steps';
import styles from './journey-card.module.css';

/** Phones get the journeys folded to their summary line; wider screens get them open. */
const WIDE_SCREEN = '(min-width: 768px)';

function opensOpen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN).matches
    : true;
}

export function formatDuration(t: TFunction, minutes: number): string {
  if (minutes < 60) {
    return t('routeSearch.journeys.minutes', { count: minutes });
  }
  return t('routeSearch.journeys.hours', {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
}

/**
 * One journey of the planner's answer: a summary line (times, duration, the rides in order,
 * changes, walking, fare, whether a stage line is live) that opens onto its timeline and map.
 */
export function JourneyCard({ journey }: { journey: Journey }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(opensOpen);
  // Once opened, the steps and the map stay mounted: folding again does not reload the map.
  const [opened, setOpened] = useState(open);
  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  const summary = journeySummary(journey);
  const steps = journeySteps(journey);
  const first = journey.legs[0];
  const last = journey.legs.at(-1);
  const bodyId = useId();

  const header = (
    <div className={styles.summary}>
      <div className={styles.summaryTop}>
        <span className={styles.times}>
          {t('routeSearch.journeys.times', {
            departure: summary.departure,
            arrival: summary.arrival,
          })}
        </span>
        <span className={styles.duration}>{formatDuration(t, summary.durationMin)}</span>
      </div>
      <ol className={styles.sequence} aria-label={t('routeSearch.journeys.steps.label')}>
        {summary.sequence.map((part, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the journey's
          <li key={position} className={styles.sequenceItem}>
            {position > 0 ? (
              <RightOutlined className={styles.sequenceArrow} aria-hidden="true" />
            ) : null}
            {part.kind === 'walk' ? (
              <span className={styles.walkChip}>
                <WalkIcon />
                <span className={styles.visuallyHidden}>
                  {t('routeSearch.journeys.walkChip', { distance: formatAmount(part.distanceM) })}
                </span>
                <span aria-hidden="true">{formatAmount(part.distanceM)} m</span>
              </span>
            ) : (
              <span className={styles.rideChip} data-ride={part.ride % 4}>
                <BusIcon />
                {part.code}
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.facts}>
        <span>
          {summary.changes === 0
            ? t('routeSearch.journeys.direct')
            : t('routeSearch.journeys.changes', { count: summary.changes })}
        </span>
        <span>{t('routeSearch.journeys.walk', { distance: formatAmount(summary.walkM) })}</span>
        {summary.fareKes !== null ? (
          <span className={styles.fare}>
            {t('routeSearch.journeys.fare', { fare: formatAmount(summary.fareKes) })}
          </span>
        ) : null}
        {summary.live ? (
          <Tag color="green" className={styles.liveTag}>
            {t('routeSearch.journeys.live')}
          </Tag>
        ) : null}
      </p>
    </div>
  );

  return (
    <article
      className={styles.card}
      aria-label={t('routeSearch.journeys.label', {
        departure: summary.departure,
        arrival: summary.arrival,
      })}
      data-testid="journey"
    >
      {/* The whole summary opens and folds the card; the button is its keyboard and reader twin. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the button below is the control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button below is the control */}
      <div className={styles.head} onClick={toggle}>
        {header}
        <Button
          type="text"
          className={styles.toggle}
          icon={<DownOutlined className={styles.chevron} data-open={open} />}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={
            open ? t('routeSearch.journeys.hideSteps') : t('routeSearch.journeys.showSteps')
          }
          onClick={(event) => {
            event.stopPropagation();
            toggle();
          }}
        />
      </div>
      {opened ? (
        <div className={styles.body} id={bodyId} hidden={!open} data-testid="journey-body">
          <JourneyTimeline steps={steps} />
          <MapSlot className={styles.mapSlot}>
            <JourneyMap
              journey={journey}
              label={t('routeSearch.journeys.mapLabel', {
                from: first?.from.name ?? '',
                to: last?.to.name ?? '',
              })}
            />
          </MapSlot>
        </div>
      ) : (
        <div id={bodyId} hidden />
      )}
    </article>
  );
}

/** The journey step by step, on a rail: dashed where one walks, in the ride's colour on board. */
export function JourneyTimeline({ steps }: { steps: JourneyStep[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.timeline} aria-label={t('routeSearch.journeys.steps.label')}>
      {steps.map((step, position) => {
        const next = steps[position + 1];
        const previous = steps[position - 1];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the journey's
            key={position}
            className={styles.step}
            data-kind={step.kind}
            data-ride={'ride' in step ? step.ride % 4 : undefined}
            data-line={lineAfter(step, next)}
            data-testid="journey-step"
          >
            <span className={styles.clock}>{'time' in step ? step.time : ''}</span>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.stepText}>{stepContent(t, step, previous)}</div>
          </li>
        );
      })}
    </ol>
  );
}

/** How the rail goes on below a step: walking, riding, or nothing (the end). */
function lineAfter(step: JourneyStep, next: JourneyStep | undefined): string {
  if (!next) return 'none';
  if (step.kind === 'board' || step.kind === 'ride') return 'ride';
  if (next.kind === 'walk' || step.kind === 'walk') return 'walk';
  return next.kind === 'arrive' ? 'walk' : 'change';
}

function stepContent(
  t: TFunction,
  step: JourneyStep,
  previous: JourneyStep | undefined,
): ReactNode {
  switch (step.kind) {
    case 'walk':
      return (
        <>
          <p className={styles.stepTitle}>
            {t('routeSearch.journeys.steps.walk', {
              distance: formatAmount(step.distanceM),
              place: step.to,
            })}
          </p>
          <p className={styles.stepNote}>
            {t('routeSearch.journeys.times', { departure: step.departure, arrival: step.arrival })}
          </p>
        </>
      );
    case 'board': {
      const details = [step.route.sacco, step.headsign].filter(Boolean).join(', ');
      const board = details
        ? t('routeSearch.journeys.steps.boardWith', {
            code: step.route.route_id,
            details,
            time: step.time,
          })
        : t('routeSearch.journeys.steps.board', { code: step.route.route_id, time: step.time });
      const every =
        step.everyMin === null
          ? ''
          : `, ${t('routeSearch.journeys.steps.every', { count: step.everyMin })}`;
      const walkedThere = previous?.kind === 'walk' && previous.to === step.at;
      return (
        <>
          <p className={styles.stepTitle}>
            {board}
            {every}
          </p>
          <p className={styles.stepNote}>
            {walkedThere ? null : (
              <span>{t('routeSearch.journeys.steps.at', { stop: step.at })} · </span>
            )}
            <Link to={paths.route.getHref(step.route.id)} className={styles.routeLink}>
              {t('routeSearch.journeys.steps.route', {
                code: step.route.route_id,
                name: step.route.name,
              })}
            </Link>
            {step.fareKes !== null ? (
              <span> · {t('routeSearch.journeys.fare', { fare: formatAmount(step.fareKes) })}</span>
            ) : null}
          </p>
          {step.live ? <LiveLine live={step.live} /> : null}
        </>
      );
    }
    case 'ride':
      return (
        <p className={styles.stepNote}>
          {t('routeSearch.journeys.steps.ride', {
            duration: formatDuration(t, step.minutes),
            stops: t('routeSearch.journeys.steps.stops', { count: step.stops }),
          })}
        </p>
      );
    case 'alight':
      return (
        <p className={styles.stepTitle}>
          {t('routeSearch.journeys.steps.alight', { stop: step.at })}
        </p>
      );
    case 'arrive':
      return (
        <>
          <p className={styles.stepTitle}>
            {t('routeSearch.journeys.steps.arrive', { time: step.time })}
          </p>
          <p className={styles.stepNote}>{step.at}</p>
        </>
      );
  }
}

/** The stage's queue for this route now: who is loading, how many wait, when the last one left. */
function LiveLine({
  live,
}: {
  live: NonNullable<Extract<JourneyStep, { kind: 'board' }>['live']>;
}) {
  const { t } = useTranslation();
  const parts = [
    live.loading
      ? t('routeSearch.journeys.steps.loadingNow', { plate: live.loading.plate })
      : t('routeSearch.journeys.steps.noneLoading'),
    t('routeSearch.journeys.steps.waiting', { count: live.waiting }),
  ];
  if (live.last_departure) {
    parts.push(
      t('routeSearch.journeys.steps.lastLeft', { time: nairobiClock(live.last_departure) }),
    );
  }
  return (
    <p className={styles.live} data-testid="live-line">
      <Tag color="green" className={styles.liveTag}>
        {t('routeSearch.journeys.live')}
      </Tag>
      <span>{parts.join(' · ')}</span>
      <Link to={paths.station.getHref(live.station_id)} className={styles.routeLink}>
        {t('routeSearch.journeys.steps.stageQueue')}
      </Link>
    </p>
  );
}

function WalkIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="13" cy="4" r="2" />
      <path d="M9.8 8.9 7 23h2.1l1.8-8 2.1 2v6h2v-7.5l-2.1-2 .6-3C14.8 12 16.8 13 19 13v-2c-1.9 0-3.5-1-4.3-2.4l-1-1.6c-.4-.6-1-1-1.7-1-.3 0-.5.1-.8.1L6 8.3V13h2V9.6l1.8-.7" />
    </svg>
  );
}

function BusIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 16c0 .9.4 1.7 1 2.2V20c0 .6.4 1 1 1h1c.6 0 1-.4 1-1v-1h8v1c0 .6.4 1 1 1h1c.6 0 1-.4 1-1v-1.8c.6-.5 1-1.3 1-2.2V6c0-3.5-3.6-4-8-4s-8 .5-8 4v10Zm3.5 1c-.8 0-1.5-.7-1.5-1.5S6.7 14 7.5 14s1.5.7 1.5 1.5S8.3 17 7.5 17Zm9 0c-.8 0-1.5-.7-1.5-1.5s.7-1.5 1.5-1.5 1.5.7 1.5 1.5-.7 1.5-1.5 1.5ZM18 11H6V6h12v5Z" />
    </svg>
  );
}

/** A grey card the size of a folded journey, while the planner answers. */
export function JourneyCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${styles.bone} ${styles.boneTitle}`} />
      <span className={`${styles.bone} ${styles.boneLine}`} />
      <span className={`${styles.bone} ${styles.boneShort}`} />
    </div>
  );
}
