import '@/i18n/network';
import {
  RECORD_STATUSES,
  type RouteDetail,
  type RouteInput,
  routeInputSchema,
  routeStopsInputSchema,
} from '@foleni/contract';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { serverFieldErrors } from '@/lib/api-error-text';
import { issueText } from '@/lib/issue-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSaveRoute } from '../../api/save-route';
import { useSaveRouteServices } from '../../api/save-route-services';
import { useSaveRouteStops } from '../../api/save-route-stops';
import { editorTravelTimes, sameBands } from '../../lib/route-times';
import styles from '../network.module.css';
import { SaccoSelect } from '../sacco-select';
import { SaveErrorItem } from '../save-error-alert';
import { StationSelect } from '../station-select';
import {
  checkServices,
  defaultEditorBands,
  type EditorBand,
  ServiceEditor,
  toEditorBands,
} from './service-editor';
import { type EditorStop, newStopKey, StopEditor } from './stop-editor';

type RouteFormValues = {
  route_id: string;
  route_name: string;
  sacco?: number;
  origin_station?: number;
  destination_station?: number;
  status: RouteDetail['status'];
};

const FIELDS = [
  'route_id',
  'route_name',
  'sacco',
  'origin_station',
  'destination_station',
  'status',
] as const;

const toInput = (values: RouteFormValues) => values as RouteInput;

const stopsInput = (stops: readonly EditorStop[]) => ({
  stops: stops.map(({ name, station_id, latitude, longitude, travel_s }, index) => ({
    name,
    station_id,
    latitude,
    longitude,
    // Left out, the server estimates the stretch from the distance, as the editor showed.
    ...(index > 0 && travel_s !== null ? { travel_s } : {}),
  })),
});

type RouteFormProps = {
  /** The route to edit; none to create one. */
  route?: RouteDetail;
  /** The account's own Sacco when it may only build routes for it (an owner). */
  fixedSacco?: { id: number; name: string } | undefined;
};

/**
 * A route's number, name, Sacco and ends, its stops in order with their travel times, and its
 * service. Saving writes the route (POST /post-route/ or PUT /route-by-id/:id/), then its stops
 * (POST /routestop-post/:id/), then its time bands (PUT /route-by-id/:id/services/).
 */
export function RouteForm({ route, fixedSacco }: RouteFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RouteFormValues>();
  const rule = useSchemaRule(routeInputSchema, toInput);
  const saveRoute = useSaveRoute();
  const saveStops = useSaveRouteStops();
  const saveServices = useSaveRouteServices();
  // Set once the route exists: when its stops then fail to save, the next try updates it.
  const [savedId, setSavedId] = useState<number | null>(route?.id ?? null);
  const [stops, setStops] = useState<EditorStop[]>(() => {
    const saved = route?.route_stops ?? [];
    const travel = editorTravelTimes(saved);
    return saved.map((stop, index) => ({
      key: newStopKey(),
      name: stop.name,
      station_id: stop.station_id,
      latitude: stop.latitude,
      longitude: stop.longitude,
      travel_s: travel[index] ?? null,
    }));
  });
  const [bands, setBands] = useState<EditorBand[]>(() => {
    const outbound = route?.services.find((service) => service.direction === 0);
    return outbound ? toEditorBands(outbound.bands) : defaultEditorBands();
  });
  // Once the form was submitted, its stops and bands are checked as they change.
  const [checked, setChecked] = useState(false);
  const creating = route === undefined;
  const [outbound, back] = route?.services ?? [];
  const directionsDiffer = outbound && back && !sameBands(outbound.bands, back.bands);

  const stopsCheck = useMemo(() => {
    const result = routeStopsInputSchema.safeParse(stopsInput(stops));
    if (result.success) return { ok: true, first: null, travel: {} };
    const travel: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const [, index, field] = issue.path;
      const stop = typeof index === 'number' ? stops[index] : undefined;
      if (stop && field === 'travel_s') travel[stop.key] ??= issueText(t, issue);
    }
    const first = result.error.issues[0];
    return { ok: false, first: first ? issueText(t, first) : null, travel };
  }, [stops, t]);
  const servicesCheck = useMemo(() => checkServices(bands, t), [bands, t]);

  const submit = async (values: RouteFormValues) => {
    setChecked(true);
    if (!stopsCheck.ok || !servicesCheck.input) return;
    saveStops.reset();
    saveServices.reset();
    const input = toInput({ ...values, ...(fixedSacco ? { sacco: fixedSacco.id } : {}) });
    let id = savedId;
    try {
      id = (await saveRoute.mutateAsync({ id: savedId, input })).id;
    } catch (error) {
      form.setFields(serverFieldErrors(t, error, FIELDS));
      return;
    }
    setSavedId(id);
    try {
      await saveStops.mutateAsync({ routeId: id, input: stopsInput(stops) });
    } catch {
      return;
    }
    try {
      await saveServices.mutateAsync({ routeId: id, input: servicesCheck.input });
    } catch {
      return;
    }
    toast.success(t(creating ? 'messages.routes.created' : 'messages.routes.updated'));
    navigate(paths.dashboard.route.getHref(id));
  };

  const failedTitle = t(
    savedId === null ? 'messages.routes.createFailed' : 'messages.routes.updateFailed',
  );

  return (
    <Form<RouteFormValues>
      form={form}
      className={styles.routeForm}
      layout="vertical"
      initialValues={{
        route_id: route?.route_id ?? '',
        route_name: route?.route_name ?? '',
        sacco: fixedSacco?.id ?? route?.sacco ?? undefined,
        origin_station: route?.origin_station ?? undefined,
        destination_station: route?.destination_station ?? undefined,
        status: route?.status ?? 'active',
      }}
      onFinish={submit}
      onFinishFailed={() => setChecked(true)}
    >
      <SaveErrorItem save={saveRoute} title={failedTitle} />
      <SaveErrorItem save={saveStops} title={t('network.routes.stopsFailed')} />
      <SaveErrorItem save={saveServices} title={t('network.service.failed')} />

      <section className={styles.section} aria-labelledby="route-form-details">
        <h2 id="route-form-details" className={styles.sectionTitle}>
          {t('network.routes.details')}
        </h2>
        <div className={styles.formRow}>
          <Form.Item
            name="route_id"
            label={t('network.routes.code')}
            rules={[rule('route_id')]}
            extra={t('network.routes.codeHint')}
            required
          >
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="route_name"
            label={t('network.routes.name')}
            rules={[rule('route_name')]}
            required
          >
            <Input maxLength={120} autoComplete="off" />
          </Form.Item>
        </div>
        <div className={styles.formRow}>
          <Form.Item
            name="sacco"
            label={t('network.routes.sacco')}
            rules={[rule('sacco')]}
            required
          >
            <SaccoSelect
              id="sacco"
              disabled={fixedSacco !== undefined}
              selectedName={fixedSacco?.name ?? route?.sacco_name}
            />
          </Form.Item>
          {creating ? null : (
            <Form.Item name="status" label={t('network.common.status')}>
              <Select
                options={optionsOf(RECORD_STATUSES, (status) => t(`network.statuses.${status}`))}
              />
            </Form.Item>
          )}
        </div>
        <div className={styles.formRow}>
          <Form.Item
            name="origin_station"
            label={t('network.routes.origin')}
            rules={[rule('origin_station')]}
            required
          >
            <StationSelect id="origin_station" selectedName={route?.origin_station_name} />
          </Form.Item>
          <Form.Item
            name="destination_station"
            label={t('network.routes.destination')}
            rules={[rule('destination_station')]}
            dependencies={['origin_station']}
            required
          >
            <StationSelect
              id="destination_station"
              selectedName={route?.destination_station_name}
            />
          </Form.Item>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="route-form-stops">
        <h2 id="route-form-stops" className={styles.sectionTitle}>
          {t('network.routes.stops')}
        </h2>
        <StopEditor
          stops={stops}
          onChange={setStops}
          travelErrors={checked ? stopsCheck.travel : undefined}
        />
        {checked && stopsCheck.first ? (
          <Alert className={styles.stopsError} type="error" showIcon title={stopsCheck.first} />
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="route-form-service">
        <h2 id="route-form-service" className={styles.sectionTitle}>
          {t('network.service.title')}
        </h2>
        {directionsDiffer ? (
          <Alert
            className={styles.serviceNote}
            type="info"
            showIcon
            title={t('network.service.directionsDiffer')}
          />
        ) : null}
        <ServiceEditor
          bands={bands}
          onChange={setBands}
          errors={checked ? servicesCheck.errors : null}
        />
      </section>

      <div className={styles.formActions}>
        <Button
          type="primary"
          htmlType="submit"
          loading={saveRoute.isPending || saveStops.isPending || saveServices.isPending}
        >
          {t(creating ? 'network.routes.create' : 'network.common.save')}
        </Button>
        <ButtonLink
          to={route ? paths.dashboard.route.getHref(route.id) : paths.dashboard.routes.getHref()}
        >
          {t('network.common.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
