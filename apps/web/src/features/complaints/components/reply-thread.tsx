import '@/i18n/passengers';
import { type ComplaintUpdate, complaintReplyInputSchema } from '@foleni/contract';
import { Button, Checkbox, Empty, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { formatInNairobi } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useReplyToComplaint } from '../api/handle-complaint';
import styles from './complaint-details.module.css';

type ReplyValues = { note?: string; internal?: boolean };

/** The replies (and, for staff, internal notes) with a form to add one when the reader handles it. */
export function ReplyThread({
  complaintId,
  updates,
  canReply,
}: {
  complaintId: number;
  updates: readonly ComplaintUpdate[];
  canReply: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ReplyValues>();
  const reply = useReplyToComplaint(complaintId);
  const rule = useSchemaRule(complaintReplyInputSchema, (values: ReplyValues) => ({
    note: values.note ?? '',
  }));
  const replies = updates.filter((update) => update.kind === 'reply' || update.kind === 'note');
  const internal = Form.useWatch('internal', form);

  return (
    <>
      {replies.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('complaints.detail.noReplies')}
        />
      ) : (
        <ul className={styles.replies}>
          {replies.map((update) => (
            <li
              key={update.id}
              className={styles.reply}
              data-internal={update.visible_to_complainant ? undefined : true}
            >
              <div className={styles.replyHead}>
                <span className={styles.replyAuthor}>
                  {update.actor_name ?? t('complaints.detail.system')}
                  {update.visible_to_complainant ? '' : ` · ${t('complaints.detail.internal')}`}
                </span>
                <span>
                  {formatInNairobi(update.created_at, i18n.language, 'dateTime', { zone: true })}
                </span>
              </div>
              <p className={styles.replyText}>{update.note}</p>
            </li>
          ))}
        </ul>
      )}
      {canReply ? (
        <Form<ReplyValues>
          name="complaint-reply"
          form={form}
          layout="vertical"
          disabled={reply.isPending}
          onFinish={(values) =>
            reply.mutate(
              { note: values.note?.trim() ?? '', visible_to_complainant: !values.internal },
              {
                onSuccess: () => {
                  form.resetFields();
                  toast.success(t('messages.complaints.replied'));
                },
                onError: (error) =>
                  toast.error(refusalText(t, error, t('messages.login.modalFallback'))),
              },
            )
          }
        >
          <Form.Item name="note" label={t('complaints.detail.replyLabel')} rules={[rule('note')]}>
            <Input.TextArea
              rows={3}
              maxLength={2000}
              placeholder={
                internal
                  ? t('complaints.detail.notePlaceholder')
                  : t('complaints.detail.replyPlaceholder')
              }
            />
          </Form.Item>
          <div className={styles.replyFooter}>
            <Form.Item name="internal" valuePropName="checked" noStyle>
              <Checkbox>{t('complaints.detail.internalToggle')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={reply.isPending}>
              {t('complaints.detail.send')}
            </Button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
