import '@/i18n/network';
import { type Region, type RegionInput, regionInputSchema } from '@foleni/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { serverFieldErrors } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSaveRegion } from '../../api/save-region';
import styles from '../network.module.css';
import { SaveErrorItem } from '../save-error-alert';

type RegionFormValues = { name: string; description?: string | null };

const FIELDS = ['name', 'description'] as const;

/** Creates a region (no `region`) or edits one; goes to the region's page when saved. */
export function RegionForm({ region }: { region?: Region }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegionFormValues>();
  const save = useSaveRegion();
  const rule = useSchemaRule(regionInputSchema);

  const submit = (values: RegionFormValues) => {
    const input: RegionInput = { name: values.name, description: values.description || null };
    save.mutate(
      { id: region?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast.success(t(region ? 'network.regions.updated' : 'network.regions.created'));
          navigate(paths.dashboard.region.getHref(saved.id));
        },
        onError: (error) => form.setFields(serverFieldErrors(t, error, FIELDS)),
      },
    );
  };

  return (
    <Form<RegionFormValues>
      form={form}
      className={styles.form}
      layout="vertical"
      initialValues={{ name: region?.name ?? '', description: region?.description ?? '' }}
      onFinish={submit}
    >
      <SaveErrorItem
        save={save}
        title={t('network.regions.saveFailed')}
        fallback={t('messages.regions.genericError')}
      />
      <Form.Item name="name" label={t('network.regions.name')} rules={[rule('name')]} required>
        <Input maxLength={80} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('network.regions.description')}
        rules={[rule('description')]}
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(region ? 'network.common.save' : 'network.regions.create')}
        </Button>
        <ButtonLink
          to={
            region ? paths.dashboard.region.getHref(region.id) : paths.dashboard.regions.getHref()
          }
        >
          {t('network.common.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
