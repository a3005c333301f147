import '@/i18n/queue';
import { type JoinQueueInput, joinQueueSchema, type User } from '@foleni/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { stationQueryOptions } from '@/features/stations/api/get-station';
import { refusalText, serverFieldErrors } from '@/lib/api-error-text';
import { parseId } from '@/lib/parse-id';
import { problemText } from '@/lib/problem-text';
import { reachOf } from '@/lib/reach';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { queueQueryKey } from '../api/query-keys';
import { useStationChoices } from '../api/search-stations';
import { useApprovedVehicles } from '../api/search-vehicles';
import { submitQueueAction } from '../offline/outbox';
import styles from './add-to-queue-form.module.css';
import { StationPicker } from './station-picker';

type FormValues = { station?: number; route?: number; vehicle?: number };

const FIELDS = ['station', 'route', 'vehicle'] as const;
const SEARCH_DELAY_MS = 300;

// The schema wants numbers; an empty field is left out so its "Please select…" message shows.
const toInput = (values: FormValues) => values as JoinQueueInput;

/**
 * /dashboard/queue/new: a station, a route that loads there and an approved vehicle (searched by
 * plate); the vehicle joins the end of that line and the page goes back to the station's queue.
 * A vehicle queues only for its own Sacco's routes: whichever of route and vehicle is chosen
 * first narrows the choices of the other to that Sacco.
 */
export function AddToQueueForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<FormValues>();
  const rule = useSchemaRule(joinQueueSchema, toInput);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ownOnly = reachOf(user, 'queue.join') === 'station';
  const ownStations = useStationChoices(true, '', ownOnly);
  const station = Form.useWatch('station', form);
  const stationDetail = useQuery({
    ...stationQueryOptions(station ?? 0),
    enabled: Boolean(station),
  });
  const route = Form.useWatch('route', form);
  // The Sacco and plate of the vehicle picked, kept from its option: a later search may not
  // list it. The plate names the vehicle in the line while the join waits offline.
  const [vehicleSacco, setVehicleSacco] = useState<number | null>(null);
  const [vehiclePlate, setVehiclePlate] = useState('');
  const stationRoutes = station ? (stationDetail.data?.routes ?? []) : [];
  const routes =
    vehicleSacco === null
      ? stationRoutes
      : stationRoutes.filter((item) => item.sacco === vehicleSacco);
  const routeSacco = stationRoutes.find((item) => item.id === route)?.sacco ?? undefined;

  // The station the queue page was showing, else a station admin's first own station.
  const initialStation =
    parseId(params.get('station') ?? undefined) ??
    (ownOnly ? ownStations.data?.results[0]?.id : undefined);
  useEffect(() => {
    if (initialStation !== undefined && form.getFieldValue('station') === undefined) {
      form.setFieldValue('station', initialStation);
    }
  }, [initialStation, form]);

  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const vehicles = useApprovedVehicles(search, routeSacco);

  // Offline, the join waits on the phone and shows as pending in the line (offline/outbox.ts).
  const submit = async (values: FormValues) => {
    setRefusal(null);
    // The form's rules have checked that all three are chosen.
    const input = toInput(values) as Required<JoinQueueInput>;
    setSending(true);
    try {
      const sent = await submitQueueAction(
        { kind: 'join', input },
        { station: input.station, route: input.route, plate: vehiclePlate },
      );
      if (sent.queued) {
        toast.info(t('queue.offline.saved'));
      } else {
        void queryClient.invalidateQueries({ queryKey: queueQueryKey });
        toast.success(problemText(t, sent.reply));
      }
      navigate(paths.dashboard.queue.getHref(input.station));
    } catch (error) {
      const fields = serverFieldErrors(t, error, FIELDS);
      if (fields.length > 0) {
        form.setFields(fields);
      } else {
        setRefusal(refusalText(t, error, t('queueNew.failed')));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.card}>
      {refusal ? (
        <Alert
          className={styles.refusal}
          type="error"
          showIcon
          title={refusal}
          role="alert"
          data-testid="join-refusal"
        />
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed) => {
          setRefusal(null);
          if ('station' in changed) {
            form.setFieldValue('route', undefined);
          }
          if ('vehicle' in changed) {
            const picked = vehicles.data?.results.find((item) => item.id === changed.vehicle);
            setVehicleSacco(picked?.sacco ?? null);
            setVehiclePlate(picked?.plate ?? '');
            const chosenRoute = stationRoutes.find(
              (item) => item.id === form.getFieldValue('route'),
            );
            if (picked && chosenRoute && chosenRoute.sacco !== picked.sacco) {
              form.setFieldValue('route', undefined);
            }
          }
        }}
      >
        <Form.Item name="station" label={t('queue.station')} rules={[rule('station')]}>
          <StationPicker
            id="station"
            own={ownOnly}
            value={station ?? null}
            valueName={stationDetail.data?.name}
            onChange={(value) => form.setFieldValue('station', value)}
          />
        </Form.Item>
        <Form.Item name="route" label={t('queueNew.route')} rules={[rule('route')]}>
          <Select<number>
            placeholder={station ? t('queueNew.routePlaceholder') : t('queueNew.routeNeedsStation')}
            disabled={!station}
            loading={Boolean(station) && stationDetail.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={
              vehicleSacco === null ? t('queueNew.noRoutes') : t('queueNew.noSaccoRoutes')
            }
            options={routes.map((item) => ({
              value: item.id,
              label: `${item.route_id} · ${item.route_name}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="vehicle"
          label={t('queueNew.vehicle')}
          extra={t('queueNew.vehicleHelp')}
          rules={[rule('vehicle')]}
        >
          <Select<number>
            placeholder={t('queueNew.vehiclePlaceholder')}
            loading={vehicles.isFetching}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            notFoundContent={vehicles.isFetching ? t('common.loading') : t('queueNew.noVehicles')}
            options={(vehicles.data?.results ?? []).map((vehicle) => ({
              value: vehicle.id,
              label: vehicle.sacco_name
                ? `${vehicle.plate} · ${vehicle.sacco_name}`
                : vehicle.plate,
            }))}
          />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('queueNew.submit')}
          </Button>
          <ButtonLink to={paths.dashboard.queue.getHref(station)}>
            {t('queueNew.backToQueue')}
          </ButtonLink>
        </div>
      </Form>
    </div>
  );
}
