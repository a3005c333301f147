import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export type AccountFormProps<Values> = {
  /** For a form that reads or resets its fields; antd keeps its own instance otherwise. */
  form?: FormInstance<Values>;
  onFinish: (values: Values) => void;
  submitLabel: string;
  submitting: boolean;
  /** The sign-in pages' look: large fields and a button across the form (else compact). */
  large?: boolean;
  className?: string;
  initialValues?: Partial<Values>;
  /** The fields, and anything said above them. */
  children: ReactNode;
};

/** A form of the account pages: fields one under another, no required marks, one submit button. */
export function AccountForm<Values>({
  form,
  onFinish,
  submitLabel,
  submitting,
  large = false,
  className,
  initialValues,
  children,
}: AccountFormProps<Values>) {
  const submit = (
    <Button type="primary" htmlType="submit" block={large} loading={submitting}>
      {submitLabel}
    </Button>
  );
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      size={large ? 'large' : undefined}
      className={className}
      initialValues={initialValues}
      onFinish={onFinish}
    >
      {children}
      {/* In a column of flex items, a compact button keeps its own width only inside a box. */}
      {large ? submit : <div>{submit}</div>}
    </Form>
  );
}
