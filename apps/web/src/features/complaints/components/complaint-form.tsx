import '@/i18n/passengers';
import { SendOutlined } from '@ant-design/icons';
import type { ComplaintDetail, ComplaintInput, User } from '@foleni/contract';
import {
  COMPLAINT_ATTACHMENT_LIMITS,
  COMPLAINT_ATTACHMENTS_FIELD,
  COMPLAINT_TYPES,
  type ComplaintAttachmentType,
  type ComplaintType,
} from '@foleni/contract/complaint-rules';
import { Button, Form, Input, Radio } from 'antd';
import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/api-error-text';
import { openAuthModal } from '@/lib/auth-modal';
import { problemText } from '@/lib/problem-text';
import { optionsOf } from '@/lib/select-options';
import { useStore } from '@/lib/store';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSubmitComplaint } from '../api/submit-complaint';
import { type ComplaintDraft, checkAttachments, sniffAttachment } from '../lib/complaint-draft';
import {
  forgetPendingComplaint,
  pendingComplaintRefusals,
  readPendingComplaint,
  savePendingComplaint,
} from '../lib/pending-complaint';
import { submitErrorText } from '../lib/submit-error-text';
import { AttachmentPicker } from './attachment-picker';
import styles from './complaint-form.module.css';
import { PlaceField } from './place-field';
import { SaccoField } from './sacco-field';

/** Shown only once something went wrong or waits for a login: not part of the page's first visit. */
const LazyAlert = lazy(() => import('antd/es/alert'));

function Alert(props: ComponentProps<typeof LazyAlert>) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

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

/** Each text field of `POST /complaints/`, where the server's refusal of it is shown. */
const FIELDS: Record<keyof ComplaintInput, true> = {
  complainant_name: true,
  complainant_email: true,
  complainant_phone: true,
  complainant_occupation: true,
  national_id: true,
  sacco: true,
  complaint_type: true,
  route: true,
  vehicle_plate_number: true,
  station: true,
  message: true,
};
const formFields = Object.keys(FIELDS) as (keyof FormValues)[];

/** The form's schema, loaded when the form is first checked: the page opens without zod. */
const loadComplaintSchema = () =>
  import('../api/complaint-schema').then((module) => module.complaintInputSchema);

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

/** The stored draft back as the form's values (the API's nulls are the form's empty fields). */
function toValues(draft: ComplaintDraft): FormValues {
  return Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, value ?? undefined]),
  ) as FormValues;
}

/** Whether the server's refusal is about the files rather than a field of the form. */
function refusesFiles(refusal: ApiError): boolean {
  return (
    refusal.status === 413 ||
    refusal.status === 415 ||
    Boolean(refusal.body.fields?.[COMPLAINT_ATTACHMENTS_FIELD])
  );
}

type ComplaintFormProps = {
  /** Signed in: the complaint is sent at once and the person's details are filled in. */
  user: User | null;
  onSubmitted: (complaint: ComplaintDetail) => void;
};

/**
 * The complaint of spec §3: who complains, about what, with photos or PDFs. Signed out, the
 * complaint is kept on the device and the Sign In modal opens; it is sent after the login
 * (spec §4, see submit-pending-complaint.ts). One the server refused then comes back here, with
 * the person's text and the refusal, and stays on the device until the server accepts it.
 */
export function ComplaintForm({ user, onSubmitted }: ComplaintFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const rule = useSchemaRule(loadComplaintSchema, toDraft);
  const submit = useSubmitComplaint();
  const [files, setFiles] = useState<File[]>([]);
  const [fileNotes, setFileNotes] = useState<string[]>([]);
  const [saved, setSaved] = useState<{ dropped: string[] } | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  // The complaint on the device is in the form: the server's acceptance of it ends it there.
  const [fromDevice, setFromDevice] = useState(false);
  // Each attached file's type by its bytes, found as it is attached.
  const types = useRef(new WeakMap<File, ComplaintAttachmentType | null>());
  const refusals = useStore(pendingComplaintRefusals);

  const optional = <span className={styles.optional}>{t('complaints.form.optional')}</span>;

  const changeFiles = useCallback(
    (chosen: File[]) => {
      const { sendable, wrongType, tooBig, tooMany } = checkAttachments(
        chosen,
        (file) => types.current.get(file) ?? null,
      );
      setFiles(sendable);
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
    },
    [t],
  );

  // The complaint waiting on the device comes back into the form: always when signed out, and
  // once the server has refused it when signed in (until then it is being sent by itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded at mount and after each new refusal only; a change of language must not undo the person's edits.
  useEffect(() => {
    const pending = readPendingComplaint();
    if (!pending || (user && !pending.refusal)) return;
    let current = true;
    void Promise.all(
      pending.files.map(async (file) => types.current.set(file, await sniffAttachment(file))),
    ).then(() => {
      if (!current) return;
      form.setFieldsValue(toValues(pending.draft));
      changeFiles(pending.files);
      setRefusal(pending.refusal);
      if (pending.refusal) form.setFields(serverFieldErrors(t, pending.refusal, formFields));
      setFromDevice(true);
    });
    return () => {
      current = false;
    };
  }, [refusals]);

  const addFiles = async (chosen: File[]) => {
    await Promise.all(
      chosen.map(async (file) => types.current.set(file, await sniffAttachment(file))),
    );
    setRefusal(null);
    changeFiles([...files, ...chosen]);
  };

  const removeFile = (file: File) => {
    setRefusal(null);
    changeFiles(files.filter((kept) => kept !== file));
  };

  const send = (draft: ComplaintDraft) =>
    submit.mutate(
      { draft, files },
      {
        onSuccess: (reply) => {
          if (fromDevice) forgetPendingComplaint();
          toast.success(problemText(t, reply));
          onSubmitted(reply.complaint);
        },
        onError: (error) => {
          form.setFields(serverFieldErrors(t, error, formFields));
          if (isApiError(error) && error.status >= 400 && error.status < 500) setRefusal(error);
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
            <Radio.Group
              className={styles.types}
              options={optionsOf(COMPLAINT_TYPES, (type) => t(`complaints.types.${type}`))}
            />,
            true,
          )}
          <SaccoField
            label={
              <>
                {t('complaints.form.sacco')}
                {optional}
              </>
            }
            rule={rule('sacco')}
            disabled={submit.isPending}
          />
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
          <AttachmentPicker
            files={files}
            onAdd={(chosen) => void addFiles(chosen)}
            onRemove={removeFile}
          />
          {refusal && refusesFiles(refusal) ? (
            <Alert
              className={styles.refusal}
              type="error"
              showIcon
              role="alert"
              title={t('complaints.form.notSentTitle')}
              description={submitErrorText(t, refusal)}
            />
          ) : null}
          {fileNotes.length > 0 ? (
            <ul className={styles.fileNotes} role="status">
              {fileNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </Form.Item>
      </section>

      {refusal && !refusesFiles(refusal) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('complaints.form.notSentTitle')}
          description={submitErrorText(t, refusal)}
        />
      ) : null}

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
          <progress className={styles.progressBar} />
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
