import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';
import { type ButtonLook, buttonIconClass, buttonLook } from './button-look';

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> &
  Omit<ButtonLook, 'iconOnly'> & {
    to: To;
    replace?: boolean;
    icon?: ReactNode;
    onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  };

/**
 * A link that looks like antd's Button (a real `<a href>`: open in a new tab works) and navigates
 * inside the app without reloading the page. Plain CSS, no antd: it is on every page.
 */
export function ButtonLink({
  to,
  replace,
  type,
  size,
  shape,
  block,
  ghost,
  className,
  icon,
  onClick,
  children,
  ...anchorProps
}: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <a
      {...anchorProps}
      {...buttonLook({ type, size, shape, block, ghost, className, iconOnly: !children })}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) {
          navigate(event);
        }
      }}
    >
      {icon ? <span className={buttonIconClass}>{icon}</span> : null}
      {children}
    </a>
  );
}
