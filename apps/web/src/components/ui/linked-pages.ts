import type { PaginationProps } from 'antd';
import {
  type AnchorHTMLAttributes,
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { isPlainClick } from '@/lib/plain-click';

/**
 * antd Pagination's page numbers (and its jumps by five) as real links to the page's address, not
 * anchors without `href`: search engines follow them, and "open in a new tab" works. A plain click
 * stays in the app (the Pagination's `onChange`); a click with a modifier key only opens the link.
 * The previous and next arrows stay buttons.
 */
export function linkedPages(hrefOf: (page: number) => string): PaginationProps['itemRender'] {
  return (page, type, element) => {
    if (type === 'prev' || type === 'next' || !isValidElement(element)) {
      return element;
    }
    return cloneElement(element as ReactElement<AnchorHTMLAttributes<HTMLAnchorElement>>, {
      href: hrefOf(page),
      // antd marks its anchors nofollow; these are the list's pages.
      rel: undefined,
      // The list item around it is antd's keyboard stop; the link needs no second one.
      tabIndex: -1,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (isPlainClick(event)) {
          event.preventDefault();
        } else {
          event.stopPropagation();
        }
      },
    });
  };
}
