import { Form } from 'antd';
import type { ChangeEvent } from 'react';
import styles from './native-select.module.css';

export type NativeSelectOption<V extends string | number> = { value: V; label: string };

type NativeSelectProps<V extends string | number> = {
  options: readonly NativeSelectOption<V>[];
  /** The first, empty choice: what to pick, and how to pick none. */
  placeholder: string;
  disabled?: boolean;
  /** Set by Form.Item. */
  id?: string;
  value?: V;
  onChange?: (value: V | undefined) => void;
};

/**
 * The browser's own select in the look of antd's fields, for public forms opened on a phone:
 * the phone's picker, and none of antd Select's 20 kB of code on a passenger's prepaid data.
 * Inside a Form.Item it shows the item's error like antd's fields do.
 */
export function NativeSelect<V extends string | number>({
  options,
  placeholder,
  disabled,
  id,
  value,
  onChange,
}: NativeSelectProps<V>) {
  const { status } = Form.Item.useStatus();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const index = event.target.selectedIndex - 1;
    onChange?.(index >= 0 ? options[index]?.value : undefined);
  };
  const selected = options.findIndex((option) => option.value === value);
  return (
    <span className={styles.field}>
      <select
        id={id}
        className={styles.select}
        value={selected >= 0 ? String(selected) : ''}
        onChange={choose}
        disabled={disabled}
        aria-invalid={status === 'error' || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option, index) => (
          <option key={option.value} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
