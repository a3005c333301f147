import { Input, type InputProps } from 'antd';

/** An e-mail address field, taken as typed: no spelling checks, no capital first letter. */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return (
    <Input type="email" autoComplete="email" spellCheck={false} autoCapitalize="none" {...props} />
  );
}
