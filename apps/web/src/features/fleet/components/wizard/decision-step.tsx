import '@/i18n/fleet';
import { ClockCircleOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { type VehicleDetail, WIZARD_STEPS } from '@foleni/contract';
import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { refusalText } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useChangeVehicleState } from '../../api/change-vehicle-state';
import { VehicleSummary } from '../vehicle-summary';
import styles from './wizard.module.css';

type DecisionStepProps = {
  vehicle: VehicleDetail;
  /** Back to step 4, before a draft is sent. */
  onBack: () => void;
  /** Back to step 1, to correct a rejected vehicle. */
  onFix: () => void;
};

/**
 * Step 5: the Sacco's decision. A completed draft is sent from here; then it waits for the Sacco,
 * which approves it or rejects it with a reason the owner corrects before sending it again.
 */
export function DecisionStep({ vehicle, onBack, onFix }: DecisionStepProps) {
  const { t } = useTranslation();
  const change = useChangeVehicleState();
  const sacco = vehicle.sacco_name ?? '—';
  const submit = () =>
    change.mutate(
      { id: vehicle.id, action: 'submit' },
      {
        onSuccess: () => toast.success(t('messages.fleet.submitted')),
        onError: (error) => toast.error(refusalText(t, error, t('messages.login.modalFallback'))),
      },
    );
  const viewVehicle = (
    <ButtonLink key="view" to={paths.dashboard.vehicle.getHref(vehicle.id)}>
      {t('fleet.wizard.status.viewVehicle')}
    </ButtonLink>
  );
  const addAnother = (
    <ButtonLink key="another" to={paths.dashboard.newVehicle.getHref()}>
      {t('fleet.wizard.status.addAnother')}
    </ButtonLink>
  );

  // A decided state's title is announced: it changes while the owner looks at this step.
  const announced = (title: string) => <span role="status">{title}</span>;
  let result: ResultProps;
  switch (vehicle.status) {
    case 'draft':
      result = {
        icon: <SendOutlined className={styles.readyIcon} />,
        title: t('fleet.wizard.status.readyTitle'),
        subTitle: t('fleet.wizard.status.readyBody', { sacco }),
        extra: [
          <Button key="back" icon={<EditOutlined />} onClick={onBack}>
            {t('fleet.wizard.back')}
          </Button>,
          <Button
            key="submit"
            type="primary"
            icon={<SendOutlined />}
            loading={change.isPending}
            disabled={vehicle.wizard_step < WIZARD_STEPS}
            onClick={submit}
          >
            {t('fleet.wizard.status.submit')}
          </Button>,
        ],
      };
      break;
    case 'pending_approval':
      result = {
        icon: <ClockCircleOutlined className={styles.waitingIcon} />,
        title: announced(t('fleet.wizard.status.pendingTitle')),
        subTitle: t('fleet.wizard.status.pendingBody', { sacco }),
        extra: [viewVehicle, addAnother],
      };
      break;
    case 'rejected':
      result = {
        status: 'error',
        title: announced(t('fleet.wizard.status.rejectedTitle')),
        subTitle: (
          <div className={styles.reason}>
            <strong>{t('fleet.wizard.status.reason')}:</strong>{' '}
            <span data-testid="rejection-reason">{vehicle.status_reason ?? '—'}</span>
            <p>{t('fleet.wizard.status.rejectedBody')}</p>
          </div>
        ),
        extra: [
          <Button key="fix" icon={<EditOutlined />} onClick={onFix}>
            {t('fleet.wizard.status.fix')}
          </Button>,
          <Button
            key="resubmit"
            type="primary"
            icon={<SendOutlined />}
            loading={change.isPending}
            onClick={submit}
          >
            {t('fleet.wizard.status.resubmit')}
          </Button>,
        ],
      };
      break;
    case 'active':
      result = {
        status: 'success',
        title: announced(t('fleet.wizard.status.activeTitle')),
        subTitle: t('fleet.wizard.status.activeBody', { sacco }),
        extra: [viewVehicle, addAnother],
      };
      break;
    case 'suspended':
      result = {
        status: 'warning',
        title: announced(t('fleet.wizard.status.suspendedTitle')),
        subTitle: vehicle.status_reason
          ? `${t('fleet.wizard.status.reason')}: ${vehicle.status_reason}`
          : t('fleet.wizard.status.suspendedBody', { sacco }),
        extra: [viewVehicle],
      };
      break;
  }

  return (
    <div className={styles.decision}>
      <Result {...result} />
      <VehicleSummary vehicle={vehicle} />
    </div>
  );
}
