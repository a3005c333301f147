import '@/i18n/queue';
import {
  messageBody,
  type QueueChangeInput,
  type QueueEntry,
  queueChangeSchema,
} from '@foleni/contract';
import { Form, Input, Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NumberInput } from '@/components/ui/number-input';
import { problemText } from '@/lib/problem-text';
import { useSchemaRule } from '@/lib/use-schema-rule';

export type ReasonedAction = 'remove' | 'move';

// The contract's change schema is a union by action; its remove and move members check the form.
const removeSchema = queueChangeSchema.options[3];
const moveSchema = queueChangeSchema.options[4];

type FormValues = { reason?: string; position?: number | null };

type EntryChangeDialogProps = {
  /** The vehicle and what is done to it; null when the dialog is closed. */
  target: { entry: QueueEntry; action: ReasonedAction } | null;
  /** The places a waiting vehicle may take (after the loading one, up to the line's end). */
  placeRange: { min: number; max: number };
  pending: boolean;
  onCancel: () => void;
  onConfirm: (change: QueueChangeInput) => void;
};

/** Asks for the reason of a removal, or the new place and the reason of a move. */
export function EntryChangeDialog({
  target,
  placeRange,
  pending,
  onCancel,
  onConfirm,
}: EntryChangeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const action = target?.action ?? 'remove';
  const toMove = useCallback(
    (values: FormValues): z.input<typeof moveSchema> => ({
      action: 'move',
      position: values.position ?? Number.NaN,
      reason: values.reason ?? '',
    }),
    [],
  );
  const toRemove = useCallback(
    (values: FormValues): z.input<typeof removeSchema> => ({
      action: 'remove',
      reason: values.reason ?? '',
    }),
    [],
  );
  const moveRule = useSchemaRule(moveSchema, toMove);
  const removeRule = useSchemaRule(removeSchema, toRemove);
  const reasonRule = action === 'move' ? moveRule('reason') : removeRule('reason');
  const plate = target?.entry.plate ?? '';

  return (
    <Modal
      open={target !== null}
      title={t(action === 'move' ? 'queue.move.title' : 'queue.remove.title', { plate })}
      okText={t(action === 'move' ? 'queue.move.submit' : 'queue.remove.submit')}
      okButtonProps={{ danger: action === 'remove', htmlType: 'submit', form: 'entry-change' }}
      cancelText={t('queue.cancel')}
      confirmLoading={pending}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        {action === 'move'
          ? t('queue.move.intro', { position: target?.entry.position ?? '' })
          : t('queue.remove.intro')}
      </p>
      <Form<FormValues>
        id="entry-change"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onConfirm(action === 'move' ? toMove(values) : toRemove(values))}
      >
        {action === 'move' ? (
          <Form.Item
            name="position"
            label={t('queue.move.position')}
            extra={t('queue.move.positionHelp', placeRange)}
            rules={[
              moveRule('position'),
              {
                // The server's answer to a place outside the line, before the request.
                validator: async (_, value: number | null | undefined) => {
                  if (
                    typeof value === 'number' &&
                    (value < placeRange.min || value > placeRange.max)
                  )
                    throw new Error(problemText(t, messageBody('queue.positionRange')));
                },
              },
            ]}
          >
            <NumberInput autoFocus inputMode="numeric" />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label={t('queue.remove.reason')} rules={[reasonRule]}>
          <Input.TextArea
            rows={2}
            maxLength={300}
            autoFocus={action === 'remove'}
            placeholder={t(
              action === 'move' ? 'queue.move.reasonPlaceholder' : 'queue.remove.reasonPlaceholder',
            )}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
