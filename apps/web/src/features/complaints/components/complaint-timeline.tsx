import '@/i18n/passengers';
import type { ComplaintUpdate } from '@foleni/contract';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInNairobi } from '@/lib/dates';
import styles from './complaint-details.module.css';

const COLOURS: Record<ComplaintUpdate['kind'], string> = {
  submitted: 'blue',
  status: 'green',
  assigned: 'gray',
  reply: 'blue',
  note: 'orange',
};

/** Every change of the complaint, oldest first: filed, status moves, assignments, replies. */
export function ComplaintTimeline({ updates }: { updates: readonly ComplaintUpdate[] }) {
  const { t, i18n } = useTranslation();
  const title = (update: ComplaintUpdate) => {
    switch (update.kind) {
      case 'status':
        return t('complaints.detail.events.status', {
          status: t(`complaints.statuses.${update.status ?? 'open'}`),
        });
      case 'assigned':
        return update.note
          ? t('complaints.detail.events.assigned', { name: update.note })
          : t('complaints.detail.events.unassigned');
      default:
        return t(`complaints.detail.events.${update.kind}`);
    }
  };
  return (
    <Timeline
      items={updates.map((update) => ({
        key: update.id,
        color: COLOURS[update.kind],
        content: (
          <>
            <strong>{title(update)}</strong>
            <span className={styles.timelineNote}>
              {update.actor_name ?? t('complaints.detail.complainantActor')} ·{' '}
              {formatInNairobi(update.created_at, i18n.language, 'dateTime', { zone: true })}
            </span>
            {update.note && update.kind === 'status' ? (
              <span className={styles.timelineNote}>{update.note}</span>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
