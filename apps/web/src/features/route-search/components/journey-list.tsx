import '@/i18n/route-search';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverRefusal } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { type JourneyRequest, useJourneys } from '../api/get-journeys';
import { journeyKey } from '../lib/journey-steps';
import { JourneyCard, JourneyCardSkeleton } from './journey-card';
import styles from './journey-list.module.css';
import { NoResults } from './no-results';

/**
 * The planner's answer for a search (`GET /journeys/`): the journeys, fastest first, or why there
 * is none ("No matatu in Foleni's network reaches Nakuru yet"), or the spec's error (§8).
 */
export function JourneyList({ request }: { request: JourneyRequest }) {
  const { t } = useTranslation();
  const query = useJourneys(request);
  const answer = useDeferredAnswer(query);

  if (query.isError) {
    const refusal = serverRefusal(query.error);
    // An unknown or unusable place (a field of the query) is an answer, not a failure.
    const field = refusal?.fields[0];
    if (field) {
      return <NoResults hint={problemText(t, field)} testId="no-journey" />;
    }
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={refusal ? problemText(t, refusal.problem) : t('routeSearch.messages.failed')}
        action={
          refusal ? null : (
            <Button
              icon={<ReloadOutlined />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('routeSearch.results.retry')}
            </Button>
          )
        }
      />
    );
  }

  if (answer === undefined) {
    return (
      <section
        className={styles.section}
        aria-busy="true"
        aria-label={t('routeSearch.journeys.loading')}
      >
        <h2 className={styles.title}>{t('routeSearch.journeys.title')}</h2>
        <div className={styles.list}>
          <JourneyCardSkeleton />
          <JourneyCardSkeleton />
        </div>
      </section>
    );
  }

  if (answer.journeys.length === 0) {
    return (
      <NoResults
        hint={
          answer.code && answer.message
            ? problemText(t, { code: answer.code, message: answer.message, params: answer.params })
            : t('messages.journeys.none')
        }
        testId="no-journey"
      />
    );
  }
  return (
    <section className={styles.section} aria-labelledby="journeys-title">
      <h2 id="journeys-title" className={styles.title}>
        {t('routeSearch.journeys.title')}
        <span className={styles.titleNote}>
          {t('routeSearch.journeys.count', { count: answer.journeys.length })}
        </span>
      </h2>
      <div className={styles.list}>
        {answer.journeys.map((journey) => (
          <JourneyCard key={journeyKey(journey)} journey={journey} />
        ))}
      </div>
    </section>
  );
}
