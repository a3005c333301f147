import '@/i18n/network';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeQueryOptions } from '@/features/routes/api/get-route';
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

const routeLabel = (route: { route_id: string; route_name: string }) =>
  `${route.route_id} · ${route.route_name}`;

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
    label: routeLabel(route),
  }));
  // A route beyond the loaded options (a new one, one from a link) is named by its own record;
  // until then the field shows nothing rather than the route's bare database id.
  const listed = value !== undefined && options.some((option) => option.value === value);
  const selected = useQuery({
    ...routeQueryOptions(value ?? 0),
    enabled: value !== undefined && !listed && !selectedLabel,
  });
  const label = selectedLabel ?? (selected.data ? routeLabel(selected.data) : undefined);
  if (value !== undefined && !listed && label) options.unshift({ value, label });
  const named = value !== undefined && (listed || label !== undefined);
  return (
    <Select<number>
      {...props}
      aria-label={t('network.pricing.routeLabel')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={named ? value : undefined}
      onChange={(next) => onChange(next ?? undefined)}
      placeholder={t('network.pricing.routePlaceholder')}
      loading={routes.isFetching || selected.isFetching}
      notFoundContent={routes.isFetching ? null : t('network.common.noMatches')}
      options={options}
    />
  );
}
