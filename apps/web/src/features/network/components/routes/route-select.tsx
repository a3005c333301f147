import '@/i18n/network';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteList } from '../../api/get-route-list';
import { useDebouncedValue } from '../../lib/use-debounced-value';

type RouteSelectProps = {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** Only this Sacco's routes (an owner prices its own Sacco's routes). */
  saccoId?: number | undefined;
  /** The label of `value` before the options have loaded. */
  selectedLabel?: string | undefined;
  className?: string;
  id?: string;
};

/** Picks a route by number or name, searching on the server. */
export function RouteSelect({
  value,
  onChange,
  saccoId,
  selectedLabel,
  ...props
}: RouteSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const routes = useRouteList({
    page: 1,
    pageSize: 30,
    search: useDebouncedValue(search),
    sacco: saccoId,
    status: 'active',
  });
  const options = (routes.data?.results ?? []).map((route) => ({
    value: route.id,
    label: `${route.route_id} · ${route.route_name}`,
  }));
  if (value && selectedLabel && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedLabel });
  }
  return (
    <Select<number>
      {...props}
      aria-label={t('network.pricing.routeLabel')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      placeholder={t('network.pricing.routePlaceholder')}
      loading={routes.isFetching}
      notFoundContent={routes.isFetching ? null : t('network.common.noMatches')}
      options={options}
    />
  );
}
