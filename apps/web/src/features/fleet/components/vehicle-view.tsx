import '@/i18n/fleet';
import { ArrowLeftOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { WIZARD_STEPS } from '@foleni/contract';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadErrorState } from '@/components/ui/page-states';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { isApiError } from '@/lib/api-error';
import { refusalText } from '@/lib/api-error-text';
import { formatInNairobi } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useChangeVehicleState } from '../api/change-vehicle-state';
import { useVehicle } from '../api/get-vehicle';
import { VehicleDecisions } from './vehicle-decisions';
import { VehicleHistory } from './vehicle-history';
import { VehicleNotFound } from './vehicle-not-found';
import { VehicleStatusTag } from './vehicle-status-tag';
import { VehicleSummary } from './vehicle-summary';
import styles from './vehicle-view.module.css';

/**
 * /dashboard/vehicle/:id: the vehicle, its owners and managers, its state and history, and what
 * the account may do with it (the vehicle's `can`, as the server answers it).
 */
export function VehicleView({ vehicleId }: { vehicleId: number }) {
  const { t, i18n } = useTranslation();
  const vehicle = useVehicle(vehicleId);
  const change = useChangeVehicleState();

  if (vehicle.isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (vehicle.isError) {
    return isApiError(vehicle.error) && vehicle.error.status === 404 ? (
      <VehicleNotFound />
    ) : (
      <LoadErrorState
        message={t('fleet.wizard.loadFailed')}
        onRetry={() => vehicle.refetch()}
        retrying={vehicle.isFetching}
      />
    );
  }

  const data = vehicle.data;
  const editable =
    (data.can?.edit ?? false) && (data.status === 'draft' || data.status === 'rejected');
  const resubmit = () =>
    change.mutate(
      { id: data.id, action: 'submit' },
      {
        onSuccess: () => toast.success(t('messages.fleet.submitted')),
        onError: (error) => toast.error(refusalText(t, error, t('messages.login.modalFallback'))),
      },
    );

  return (
    <div className={styles.page}>
      <ButtonLink
        className={styles.back}
        type="link"
        icon={<ArrowLeftOutlined />}
        to={paths.dashboard.vehicles.getHref()}
      >
        {t('fleet.vehicle.backToList')}
      </ButtonLink>
      <PageHeader
        title={
          <span className={styles.title}>
            {data.plate} <VehicleStatusTag status={data.status} />
          </span>
        }
        subtitle={`${[data.make, data.model].filter(Boolean).join(' ')} · ${t('fleet.vehicle.created')} ${formatInNairobi(data.created_at, i18n.language, 'date')}`}
        extra={
          <Space wrap>
            {data.can?.decide ? <VehicleDecisions vehicle={data} /> : null}
            {editable ? (
              <ButtonLink icon={<EditOutlined />} to={paths.dashboard.editVehicle.getHref(data.id)}>
                {data.status === 'draft' && data.wizard_step < WIZARD_STEPS
                  ? t('fleet.vehicle.continueWizard')
                  : t('fleet.vehicle.edit')}
              </ButtonLink>
            ) : null}
            {editable && data.wizard_step >= WIZARD_STEPS ? (
              <Button
                type="primary"
                icon={<SendOutlined />}
                loading={change.isPending}
                onClick={resubmit}
              >
                {data.status === 'rejected'
                  ? t('fleet.vehicle.resubmit')
                  : t('fleet.vehicle.submit')}
              </Button>
            ) : null}
          </Space>
        }
      />
      {data.status === 'rejected' || (data.status === 'suspended' && data.status_reason) ? (
        <Alert
          type={data.status === 'rejected' ? 'error' : 'warning'}
          showIcon
          title={
            data.status === 'rejected'
              ? t('fleet.vehicle.rejectedNotice')
              : t('fleet.vehicle.suspendedNotice')
          }
          description={
            data.status_reason
              ? t('fleet.vehicle.reasonLabel', { reason: data.status_reason })
              : null
          }
        />
      ) : null}
      <div className={styles.columns}>
        <VehicleSummary vehicle={data} title={t('fleet.vehicle.details')} />
        <Card size="small" title={t('fleet.vehicle.history')} className={styles.history}>
          <VehicleHistory history={data.history} />
        </Card>
      </div>
    </div>
  );
}
