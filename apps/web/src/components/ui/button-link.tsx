import type { ButtonProps } from 'antd';
import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: To;
  replace?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * An antd Button that is a real link (`<a href>`: open in a new tab works) and navigates inside
 * the app without reloading the page.
 */
export function ButtonLink({ to, replace, onClick, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event) => {
        const anchorEvent = event as MouseEvent<HTMLAnchorElement>;
        onClick?.(anchorEvent);
        if (!anchorEvent.defaultPrevented) {
          navigate(anchorEvent);
        }
      }}
    />
  );
}
