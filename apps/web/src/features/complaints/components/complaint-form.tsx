import '@/i18n/passengers';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import {
  COMPLAINT_ATTACHMENT_LIMITS,
  COMPLAINT_TYPES,
  type ComplaintDetail,
  type ComplaintType,
  complaintInputSchema,
  type User,
} from '@foleni/contract';
import { Alert, Button, Form, Input, Progress, Select, Upload, type UploadFile } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translatePassengerMessage } from '@/i18n/passengers';
import { serverFieldErrors } from '@/lib/api-error-text';
import { openAuthModal } from '@/lib/auth-modal';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { usePublicSaccos } from '../api/get-public-saccos';
import { useSubmitComplaint } from '../api/submit-complaint';
import { ACCEPT_ATTACHMENTS, type ComplaintDraft, checkAttachments } from '../lib/complaint-draft';
import { savePendingComplaint } from '../lib/pending-complaint';
import { submitErrorText } from '../lib/submit-error-text';
import styles from './complaint-form.module.css';
import { PlaceField } from './place-field';

type FormValues = {
  complainant_name?: string;
  complainant_email?: string;
  complainant_phone?: string;
  complainant_occupation?: string;
  national_id?: string;
  sacco?: number;
  complaint_type?: ComplaintType;
  route?: string;
  vehicle_plate_number?: string;
  station?: string;
  message?: string;
};

const formFields = Object.keys(complaintInputSchema.shape) as (keyof FormValues)[];

function toDraft(values: FormValues): ComplaintDraft {
  return {
    ...values,
    complainant_name: values.complainant_name ?? '',
    complainant_email: values.complainant_email ?? '',
    message: values.message ?? '',
    sacco: values.sacco ?? null,
    // Checked by the schema: a form without a type never gets past its rule.
    complaint_type: values.complaint_type as ComplaintType,
  };
}

type ComplaintFormProps = {
  /** Signed in: the complaint is sent at once and the person's details are filled in. */
  user: User | null;
  onSubmitted: (complaint: ComplaintDetail) => void;
};

/**
 * The complaint of spec §3: who complains, about what, with photos or PDFs. Signed out, the
 * complaint is kept on the device and the Sign In modal opens; it is sent after the login
 * (spec §4, see submit-pending-complaint.ts).
 */
export function ComplaintForm({ user, onSubmitted }: ComplaintFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const rule = useSchemaRule(complaintInputSchema, toDraft);
  const saccos = usePublicSaccos();
  const submit = useSubmitComplaint();
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [fileNotes, setFileNotes] = useState<string[]>([]);
  const [saved, setSaved] = useState<{ dropped: string[] } | null>(null);

  const optional = <span className={styles.optional}>{t('complaints.form.optional')}</span>;
  const files = fileList.flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));

  const changeFiles = (chosen: UploadFile[]) => {
    const all = chosen.flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));
    const { sendable, wrongType, tooBig, tooMany } = checkAttachments(all);
    setFileList(
      chosen.filter((item) => item.originFileObj && sendable.includes(item.originFileObj)),
    );
    setFileNotes([
      ...wrongType.map((file) => t('complaints.form.fileNotAccepted', { name: file.name })),
      ...tooBig.map((file) =>
        t('complaints.form.fileTooBig', {
          name: file.name,
          mb: COMPLAINT_ATTACHMENT_LIMITS.fileMb,
        }),
      ),
      ...(tooMany.length > 0
        ? [t('complaints.form.tooManyFiles', { count: COMPLAINT_ATTACHMENT_LIMITS.files })]
        : []),
    ]);
  };

  const send = (draft: ComplaintDraft) =>
    submit.mutate(
      { draft, files },
      {
        onSuccess: (reply) => {
          toast.success(translatePassengerMessage(t, reply.message));
          onSubmitted(reply.complaint);
        },
        onError: (error) => {
          form.setFields(serverFieldErrors(t, error, formFields));
          toast.error(submitErrorText(t, error));
        },
      },
    );

  const keepForLogin = async (draft: ComplaintDraft) => {
    const dropped = await savePendingComplaint(draft, files);
    setSaved({ dropped: dropped.map((file) => file.name) });
    // Files that cannot wait are named first; the person then chooses to sign in.
    if (dropped.length === 0) openAuthModal('login');
  };

  const onFinish = (values: FormValues) => {
    const draft = toDraft(values);
    if (user) send(draft);
    else void keepForLogin(draft);
  };

  const item = (name: keyof FormValues, label: ReactNode, control: ReactNode, required = false) => (
    <Form.Item name={name} label={label} rules={[rule(name)]} required={required} validateFirst>
      {control}
    </Form.Item>
  );

  return (
    <Form<FormValues>
      name="complaint"
      form={form}
      layout="vertical"
      className={styles.form}
      disabled={submit.isPending}
      initialValues={{
        complainant_name: user ? user.name : undefined,
        complainant_email: user?.email,
        complainant_phone: user?.phone_number || undefined,
        national_id: user?.national_id || undefined,
      }}
      onFinish={onFinish}
      onValuesChange={() => setSaved(null)}
    >
      <section className={styles.section} aria-labelledby="complaint-about-you">
        <h2 id="complaint-about-you" className={styles.sectionTitle}>
          {t('complaints.form.aboutYou')}
        </h2>
        <div className={styles.grid}>
          {item(
            'complainant_name',
            t('complaints.form.name'),
            <Input autoComplete="name" maxLength={120} />,
            true,
          )}
          {item(
            'complainant_email',
            t('complaints.form.email'),
            <Input
              type="email"
              autoComplete="email"
              placeholder={t('complaints.form.emailPlaceholder')}
            />,
            true,
          )}
          {item(
            'complainant_phone',
            <>
              {t('complaints.form.phone')}
              {optional}
            </>,
            <Input
              type="tel"
              autoComplete="tel"
              maxLength={20}
              placeholder={t('complaints.form.phonePlaceholder')}
            />,
          )}
          {item(
            'complainant_occupation',
            <>
              {t('complaints.form.occupation')}
              {optional}
            </>,
            <Input maxLength={80} />,
          )}
          {item(
            'national_id',
            <>
              {t('complaints.form.nationalId')}
              {optional}
            </>,
            <Input maxLength={20} inputMode="numeric" />,
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="complaint-what-happened">
        <h2 id="complaint-what-happened" className={styles.sectionTitle}>
          {t('complaints.form.aboutTrip')}
        </h2>
        <div className={styles.grid}>
          {item(
            'complaint_type',
            t('complaints.form.type'),
            <Select<ComplaintType>
              placeholder={t('complaints.form.typePlaceholder')}
              options={COMPLAINT_TYPES.map((type) => ({
                value: type,
                label: t(`complaints.types.${type}`),
              }))}
            />,
            true,
          )}
          {item(
            'sacco',
            <>
              {t('complaints.form.sacco')}
              {optional}
            </>,
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              loading={saccos.isPending}
              placeholder={t('complaints.form.saccoPlaceholder')}
              notFoundContent={saccos.isError ? t('complaints.form.saccoLoadFailed') : undefined}
              options={(saccos.data ?? []).map((sacco) => ({ value: sacco.id, label: sacco.name }))}
            />,
          )}
          {item(
            'route',
            <>
              {t('complaints.form.route')}
              {optional}
            </>,
            <PlaceField kind="route" placeholder={t('complaints.form.routePlaceholder')} />,
          )}
          {item(
            'vehicle_plate_number',
            <>
              {t('complaints.form.plate')}
              {optional}
            </>,
            <Input
              maxLength={20}
              placeholder={t('complaints.form.platePlaceholder')}
              autoCapitalize="characters"
            />,
          )}
          {item(
            'station',
            <>
              {t('complaints.form.station')}
              {optional}
            </>,
            <PlaceField kind="station" placeholder={t('complaints.form.stationPlaceholder')} />,
          )}
        </div>
        {item(
          'message',
          t('complaints.form.message'),
          <Input.TextArea
            rows={5}
            maxLength={5000}
            showCount
            placeholder={t('complaints.form.messagePlaceholder')}
          />,
          true,
        )}
        <Form.Item
          label={
            <>
              {t('complaints.form.attachments')}
              {optional}
            </>
          }
        >
          <p className={styles.hint}>
            {t('complaints.form.attachmentsHint', {
              files: COMPLAINT_ATTACHMENT_LIMITS.files,
              fileMb: COMPLAINT_ATTACHMENT_LIMITS.fileMb,
              totalMb: COMPLAINT_ATTACHMENT_LIMITS.totalMb,
            })}
          </p>
          <Upload
            multiple
            accept={ACCEPT_ATTACHMENTS}
            fileList={fileList}
            beforeUpload={() => false}
            onChange={({ fileList: chosen }) => changeFiles(chosen)}
          >
            <Button icon={<PaperClipOutlined />}>{t('complaints.form.addFiles')}</Button>
          </Upload>
          {fileNotes.length > 0 ? (
            <ul className={styles.fileNotes} role="status">
              {fileNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </Form.Item>
      </section>

      {saved ? (
        <Alert
          type={saved.dropped.length > 0 ? 'warning' : 'info'}
          showIcon
          role="status"
          title={t('complaints.form.signInTitle')}
          description={
            <>
              <p>{t('complaints.form.savedForLogin')}</p>
              {saved.dropped.length > 0 ? (
                <p>{t('complaints.form.filesNotKept', { names: saved.dropped.join(', ') })}</p>
              ) : null}
            </>
          }
          action={
            <Button type="primary" onClick={() => openAuthModal('login')}>
              {t('complaints.form.openLogin')}
            </Button>
          }
        />
      ) : null}

      {submit.isPending ? (
        <div className={styles.progress} role="status">
          <span>
            {files.length > 0
              ? t('complaints.form.uploading', { count: files.length })
              : t('complaints.form.submitting')}
          </span>
          <Progress percent={100} status="active" showInfo={false} />
        </div>
      ) : null}

      <div className={styles.footer}>
        {user ? <span /> : <p className={styles.note}>{t('complaints.form.signInNote')}</p>}
        <Button
          className={styles.submit}
          type="primary"
          size="large"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={submit.isPending}
        >
          {t('complaints.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
