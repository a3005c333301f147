import { Form, type FormRule, Input } from 'antd';

type NewPasswordFieldsProps<Name extends string> = {
  /** The new password's field; the second is always `confirmPassword`. */
  name: Name;
  label: string;
  confirmLabel: string;
  /** The contract's rule of each field (`useSchemaRule`): they also say whether the two match. */
  rule: (field: Name | 'confirmPassword') => FormRule;
  /** Marks both as required (the sign-up form marks every field it needs). */
  required?: boolean;
};

/** A new password, then the same again; the second is checked again when the first changes. */
export function NewPasswordFields<Name extends string>({
  name,
  label,
  confirmLabel,
  rule,
  required,
}: NewPasswordFieldsProps<Name>) {
  const field: string = name;
  return (
    <>
      <Form.Item name={field} label={label} required={required} rules={[rule(name)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        required={required}
        dependencies={[field]}
        rules={[rule('confirmPassword')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
