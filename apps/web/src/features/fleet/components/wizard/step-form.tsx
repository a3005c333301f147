import '@/i18n/fleet';
import { Alert, Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveVehicleStep, type VehicleStepSave } from '../../api/save-vehicle-step';
import type { WizardStep } from '../../wizard-steps';
import { type FieldName, showSaveError } from './save-error';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import styles from './wizard.module.css';

type StepFormProps<Values> = Pick<StepProps, 'onSaved' | 'onBack'> & {
  form: FormInstance<Values>;
  initialValues: FormProps<Values>['initialValues'];
  /** What the step sends, made of the form's values. */
  toSave: (values: Values) => VehicleStepSave;
  /** The form's field that shows a refusal of the API's field; null: the toast alone says it. */
  fieldFor: (apiField: string) => FieldName | null;
  /** What the step is for, above its fields. */
  intro: string;
  /** Why the people to choose from did not load, under the intro: the account may still invite. */
  choicesFailed?: string | null;
  children: ReactNode;
};

/**
 * One form step of the wizard (1–4): saving it sends the step and moves on to the next; a refusal
 * marks the fields it names and is toasted.
 */
export function StepForm<Values>({
  form,
  initialValues,
  toSave,
  fieldFor,
  onSaved,
  onBack,
  intro,
  choicesFailed,
  children,
}: StepFormProps<Values>) {
  const { t } = useTranslation();
  const save = useSaveVehicleStep();
  const submit = (values: Values) => {
    const step = toSave(values);
    save.mutate(step, {
      onSuccess: (saved) => onSaved(saved, (step.step + 1) as WizardStep),
      onError: (error) => showSaveError(t, form, error, fieldFor),
    });
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      initialValues={initialValues}
      onFinish={submit}
    >
      <p className={styles.intro}>{intro}</p>
      {choicesFailed ? (
        <Alert className={styles.alert} type="warning" showIcon title={choicesFailed} />
      ) : null}
      {children}
      <StepActions saving={save.isPending} onBack={onBack} />
    </Form>
  );
}
