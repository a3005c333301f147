import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type ButtonLook, buttonIconClass, buttonLook } from './button-look';

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  Omit<ButtonLook, 'iconOnly'> & {
    icon?: ReactNode;
    /** The button's own type (antd's `htmlType`); `type` is its look. */
    htmlType?: 'button' | 'submit';
  };

/**
 * A <button> that looks like antd's Button, for the header, the error screens and the public
 * pages' few buttons, which should not download antd's Button (button.module.css says why).
 * Forms and the dashboard use antd's.
 */
export function PlainButton({
  type,
  size,
  shape,
  block,
  ghost,
  className,
  icon,
  htmlType = 'button',
  children,
  ...buttonProps
}: PlainButtonProps) {
  return (
    <button
      {...buttonProps}
      {...buttonLook({ type, size, shape, block, ghost, className, iconOnly: !children })}
      type={htmlType}
    >
      {icon ? <span className={buttonIconClass}>{icon}</span> : null}
      {children}
    </button>
  );
}
