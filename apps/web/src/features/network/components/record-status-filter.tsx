import '@/i18n/network';
import { RECORD_STATUSES, type RecordStatus } from '@foleni/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { oneOf } from '@/lib/list-filters';
import { optionsOf } from '@/lib/select-options';

/** The `?status=` of a region, station or route list, when it is one the lists know. */
export function readRecordStatus(params: URLSearchParams): RecordStatus | undefined {
  return oneOf(RECORD_STATUSES, params.get('status'));
}

/** The filters every record list reads from its address: the search and the status. */
export function readRecordFilters(params: URLSearchParams) {
  return { search: params.get('search') ?? undefined, status: readRecordStatus(params) };
}

/** The status filter of a region, station or route list (all statuses when cleared). */
export function RecordStatusFilter({
  className,
  value,
  onChange,
}: {
  className?: string | undefined;
  value: RecordStatus | undefined;
  onChange: (status: RecordStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select<RecordStatus>
      className={className}
      aria-label={t('network.common.statusFilter')}
      placeholder={t('network.common.allStatuses')}
      allowClear
      value={value}
      onChange={onChange}
      options={optionsOf(RECORD_STATUSES, (status) => t(`network.statuses.${status}`))}
    />
  );
}
