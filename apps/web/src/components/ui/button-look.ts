import styles from './button.module.css';

/** The antd Button props the light buttons support (button.module.css draws them). */
export type ButtonLook = {
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  block?: boolean;
  /** Primary only: outlined in the primary colour. */
  ghost?: boolean;
  /** No text: the button is square (name it with aria-label). */
  iconOnly?: boolean;
  className?: string;
};

/** The class and data attributes that give an element the look of an antd Button. */
export function buttonLook({
  type = 'default',
  size = 'middle',
  shape = 'default',
  block = false,
  ghost = false,
  iconOnly = false,
  className,
}: ButtonLook) {
  return {
    className: className ? `${styles.button} ${className}` : styles.button,
    'data-button': '',
    'data-type': type,
    'data-size': size,
    'data-shape': shape,
    'data-block': block || undefined,
    'data-ghost': ghost || undefined,
    'data-icon-only': iconOnly || undefined,
  };
}

export const buttonIconClass = styles.icon;
