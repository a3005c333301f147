import '@/i18n/fleet';
import {
  CheckOutlined,
  CloseOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import {
  type VehicleDetail,
  vehicleReasonInputSchema,
  vehicleSuspendInputSchema,
} from '@foleni/contract';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useChangeVehicleState, type VehicleStateChange } from '../api/change-vehicle-state';

type ReasonForm = { reason?: string };

/**
 * The Sacco's decisions on a vehicle (step 5 and later): approve or reject a waiting vehicle
 * (a rejection says why), suspend an active one, reinstate a suspended one.
 */
export function VehicleDecisions({ vehicle }: { vehicle: VehicleDetail }) {
  const { t } = useTranslation();
  const change = useChangeVehicleState();
  const [modal, modalHolder] = Modal.useModal();
  const [asking, setAsking] = useState<'reject' | 'suspend' | null>(null);
  const [form] = Form.useForm<ReasonForm>();
  const rejectRule = useSchemaRule(vehicleReasonInputSchema);
  const plate = vehicle.plate;

  const run = (request: VehicleStateChange, done: string) =>
    change.mutateAsync(request).then(
      () => {
        toast.success(done);
        setAsking(null);
      },
      (error: unknown) => toast.error(refusalText(t, error, t('messages.login.modalFallback'))),
    );

  const confirmApprove = () =>
    modal.confirm({
      title: t('fleet.vehicle.approveTitle', { plate }),
      content: t('fleet.vehicle.approveBody'),
      okText: t('fleet.vehicle.approve'),
      cancelText: t('fleet.vehicle.cancel'),
      onOk: () => run({ id: vehicle.id, action: 'approve' }, t('messages.fleet.approved')),
    });
  const confirmReinstate = () =>
    modal.confirm({
      title: t('fleet.vehicle.reinstateTitle', { plate }),
      content: t('fleet.vehicle.reinstateBody'),
      okText: t('fleet.vehicle.reinstate'),
      cancelText: t('fleet.vehicle.cancel'),
      onOk: () => run({ id: vehicle.id, action: 'reinstate' }, t('messages.fleet.reinstated')),
    });
  const ask = (kind: 'reject' | 'suspend') => {
    form.resetFields();
    setAsking(kind);
  };
  const sendReason = (values: ReasonForm) =>
    asking === 'reject'
      ? run(
          {
            id: vehicle.id,
            action: 'reject',
            reason: vehicleReasonInputSchema.parse(values).reason,
          },
          t('messages.fleet.rejected'),
        )
      : run(
          {
            id: vehicle.id,
            action: 'suspend',
            reason: vehicleSuspendInputSchema.parse(values).reason,
          },
          t('messages.fleet.suspended'),
        );

  return (
    <>
      {modalHolder}
      <Space wrap>
        {vehicle.status === 'pending_approval' ? (
          <>
            <Button type="primary" icon={<CheckOutlined />} onClick={confirmApprove}>
              {t('fleet.vehicle.approve')}
            </Button>
            <Button danger icon={<CloseOutlined />} onClick={() => ask('reject')}>
              {t('fleet.vehicle.reject')}
            </Button>
          </>
        ) : null}
        {vehicle.status === 'active' ? (
          <Button danger icon={<PauseCircleOutlined />} onClick={() => ask('suspend')}>
            {t('fleet.vehicle.suspend')}
          </Button>
        ) : null}
        {vehicle.status === 'suspended' ? (
          <Button type="primary" icon={<PlayCircleOutlined />} onClick={confirmReinstate}>
            {t('fleet.vehicle.reinstate')}
          </Button>
        ) : null}
      </Space>
      <Modal
        open={asking !== null}
        title={
          asking === 'reject'
            ? t('fleet.vehicle.rejectTitle', { plate })
            : t('fleet.vehicle.suspendTitle', { plate })
        }
        okText={asking === 'reject' ? t('fleet.vehicle.reject') : t('fleet.vehicle.suspend')}
        cancelText={t('fleet.vehicle.cancel')}
        okButtonProps={{ danger: true, loading: change.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setAsking(null)}
        forceRender
      >
        <p>
          {asking === 'reject' ? t('fleet.vehicle.rejectBody') : t('fleet.vehicle.suspendBody')}
        </p>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={sendReason}>
          <Form.Item
            name="reason"
            label={
              asking === 'reject' ? t('fleet.vehicle.reason') : t('fleet.vehicle.reasonOptional')
            }
            rules={asking === 'reject' ? [rejectRule('reason')] : []}
          >
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t('fleet.vehicle.reasonPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
