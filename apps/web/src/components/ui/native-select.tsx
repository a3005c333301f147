import type { ChangeEvent } from 'react';
import styles from './native-select.module.css';

export type NativeSelectOption<V extends string | number> = { value: V; label: string };

export type NativeSelectProps<V extends string | number> = {
  options: readonly NativeSelectOption<V>[];
  /** A first, empty choice: what to pick, and how to pick none. Left out, one option is always chosen. */
  placeholder?: string;
  disabled?: boolean;
  /** The height of antd's large fields, as the filters of a list use. */
  size?: 'middle' | 'large';
  /** Set by Form.Item. */
  id?: string;
  'aria-label'?: string;
  /** Drawn as a field with an error. */
  invalid?: boolean;
  className?: string;
  value?: V;
  onChange?: (value: V | undefined) => void;
};

/**
 * The browser's own select in the look of antd's fields, for public pages opened on a phone:
 * the phone's picker, and none of antd Select's 20 kB of code (and 38 kB of styles in the page)
 * on a passenger's prepaid data.
 */
export function NativeSelect<V extends string | number>({
  options,
  placeholder,
  disabled,
  size = 'middle',
  id,
  'aria-label': ariaLabel,
  invalid,
  className,
  value,
  onChange,
}: NativeSelectProps<V>) {
  const first = placeholder === undefined ? 0 : 1;
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const index = event.target.selectedIndex - first;
    onChange?.(index >= 0 ? options[index]?.value : undefined);
  };
  const selected = options.findIndex((option) => option.value === value);
  return (
    <span className={`${styles.field} ${className ?? ''}`}>
      <select
        id={id}
        aria-label={ariaLabel}
        className={`${styles.select} ${size === 'large' ? styles.large : ''}`}
        value={selected >= 0 ? String(selected) : ''}
        onChange={choose}
        disabled={disabled}
        aria-invalid={invalid || undefined}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option, index) => (
          <option key={option.value} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
