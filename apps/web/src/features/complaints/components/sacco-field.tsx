import { Form, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNativeSelect } from '@/components/ui/form-native-select';
import { usePublicSaccos } from '../api/get-public-saccos';

type SaccoFieldProps = {
  label: ReactNode;
  rule: FormRule;
  disabled: boolean;
};

/**
 * The complaint's Sacco, picked from the active ones. Their list arrives after the form is drawn,
 * and redraws this field alone: as part of the whole form, its arrival redrew every field in one
 * task that a phone could not interrupt (a store update is never drawn in slices), the longest of
 * the complaint page's first load.
 */
export function SaccoField({ label, rule, disabled }: SaccoFieldProps) {
  const { t } = useTranslation();
  const saccos = usePublicSaccos();
  return (
    <Form.Item
      name="sacco"
      label={label}
      rules={[rule]}
      extra={saccos.isError ? t('complaints.form.saccoLoadFailed') : undefined}
      validateFirst
    >
      <FormNativeSelect<number>
        placeholder={t('complaints.form.saccoPlaceholder')}
        disabled={disabled}
        options={(saccos.data ?? []).map((sacco) => ({ value: sacco.id, label: sacco.name }))}
      />
    </Form.Item>
  );
}
