import '@/i18n/passengers';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
  type Complaint,
  type ComplaintType,
} from '@foleni/contract';
import { DatePicker } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFilter } from '@/components/ui/list-toolbar';
import { groupTexts, ListView } from '@/components/ui/list-view';
import recordText from '@/components/ui/record-text.module.css';
import { paths } from '@/config/paths';
import { formatInNairobi } from '@/lib/dates';
import { isoDay, oneOf, positiveId } from '@/lib/list-filters';
import { optionsOf } from '@/lib/select-options';
import { useListParams } from '@/lib/use-list-params';
import { useComplaints } from '../api/get-complaints';
import { usePublicSaccos } from '../api/get-public-saccos';
import { ComplaintStatusTag } from './complaint-status-tag';
import styles from './list.module.css';

const GROUP = 'complaints.list';
const TEXTS = groupTexts(GROUP);

/** The list's page and filters live in the address (?status=&sacco=&complaint_type=&from=&to=). */
function readFilters(params: URLSearchParams) {
  return {
    status: oneOf(COMPLAINT_STATUSES, params.get('status')),
    complaint_type: oneOf(COMPLAINT_TYPES, params.get('complaint_type')),
    sacco: positiveId(params.get('sacco')),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
  };
}

/**
 * /dashboard/complaints: the complaints the account may see (its own, or those about its Sacco,
 * or all), paged by the server, filtered by status, Sacco, type and the day they were filed.
 */
export function ComplaintsTable({ staff }: { staff: boolean }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const complaints = useComplaints(filter);
  const saccos = usePublicSaccos();

  const filtered = Boolean(
    filter.status || filter.complaint_type || filter.sacco || filter.from || filter.to,
  );
  const date = (iso: string) => formatInNairobi(iso, i18n.language);
  const typeText = (type: ComplaintType) => t(`complaints.types.${type}`);
  const subject = (complaint: Complaint) => (
    <Link to={paths.dashboard.complaint.getHref(complaint.id)} className={recordText.stack}>
      <span className={recordText.primary}>{typeText(complaint.complaint_type)}</span>
      <span className={styles.excerpt}>{complaint.message}</span>
    </Link>
  );

  const columns: ColumnsType<Complaint> = [
    {
      key: 'reference',
      title: t('complaints.list.reference'),
      width: 110,
      render: (_, complaint) => (
        <Link to={paths.dashboard.complaint.getHref(complaint.id)}>#{complaint.id}</Link>
      ),
    },
    { key: 'subject', title: t('complaints.list.subject'), render: (_, c) => subject(c) },
    {
      key: 'complainant',
      title: t('complaints.list.complainant'),
      width: 200,
      render: (_, complaint) => (
        <div className={recordText.stack}>
          <span>{complaint.complainant_name}</span>
          <span className={recordText.secondary}>{complaint.complainant_email}</span>
        </div>
      ),
    },
    {
      key: 'sacco',
      title: t('complaints.list.sacco'),
      width: 180,
      render: (_, complaint) => complaint.sacco_name ?? complaint.route ?? '—',
    },
    {
      key: 'status',
      title: t('complaints.list.status'),
      width: 120,
      render: (_, complaint) => <ComplaintStatusTag status={complaint.status} />,
    },
    {
      key: 'date',
      title: t('complaints.list.date'),
      width: 170,
      render: (_, complaint) => date(complaint.created_at),
    },
  ];

  return (
    <div className={styles.wrapper}>
      <ListView
        texts={TEXTS}
        params={[filter, setFilter]}
        query={complaints}
        columns={columns}
        empty={filtered || staff ? t('complaints.list.empty') : t('complaints.list.emptyOwn')}
        scrollX={960}
        cardHead={(complaint) => (
          <>
            <Link
              to={paths.dashboard.complaint.getHref(complaint.id)}
              className={`${recordText.stack} ${styles.cardLink}`}
            >
              <span className={recordText.primary}>
                #{complaint.id} · {typeText(complaint.complaint_type)}
              </span>
              <span className={styles.excerpt}>{complaint.message}</span>
            </Link>
            <ComplaintStatusTag status={complaint.status} />
          </>
        )}
        renderCard={(complaint) => (
          <>
            <span className={recordText.secondary}>
              {complaint.sacco_name ?? t('complaints.list.noSacco')} · {date(complaint.created_at)}
            </span>
          </>
        )}
      >
        <ListFilter
          group={GROUP}
          kind="status"
          options={optionsOf(COMPLAINT_STATUSES, (status) => t(`complaints.statuses.${status}`))}
        />
        <ListFilter
          group={GROUP}
          kind="type"
          param="complaint_type"
          options={optionsOf(COMPLAINT_TYPES, typeText)}
        />
        <ListFilter
          group={GROUP}
          kind="sacco"
          showSearch={{ optionFilterProp: 'label' }}
          loading={saccos.isPending}
          options={(saccos.data ?? []).map((sacco) => ({ value: sacco.id, label: sacco.name }))}
        />
        <DatePicker.RangePicker
          className={styles.range}
          aria-label={t('complaints.list.dateFilter')}
          allowEmpty={[true, true]}
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          onChange={(range) =>
            setFilter({
              from: range?.[0]?.format('YYYY-MM-DD'),
              to: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
      </ListView>
    </div>
  );
}
