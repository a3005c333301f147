import { PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { DASHBOARD_PAGES, type DashboardPageKey, mayOpen } from '@/features/dashboard/pages';

type Dashboard = typeof paths.dashboard;

/** The dashboard pages a link reaches without an id: the ones that add a record. */
type AddPageKey = {
  [K in DashboardPageKey & keyof Dashboard]: Dashboard[K]['getHref'] extends () => string
    ? K
    : never;
}[DashboardPageKey & keyof Dashboard];

type ListPageHeaderProps = {
  /** The tab's title; the heading's when absent. */
  pageTitle?: string;
  title: string;
  subtitle: string;
  /** The page that adds a record to the list, linked for those the guard lets open it. */
  add: { page: AddPageKey; label: string; icon?: ReactNode };
};

/** A dashboard list's tab title and heading, with the link to add a record for those who may. */
export function ListPageHeader({ pageTitle, title, subtitle, add }: ListPageHeaderProps) {
  const { capabilities } = useCapabilities();
  return (
    <>
      <PageMeta title={pageTitle ?? title} />
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          mayOpen(capabilities, DASHBOARD_PAGES[add.page]) ? (
            <ButtonLink
              type="primary"
              icon={add.icon ?? <PlusOutlined />}
              to={paths.dashboard[add.page].getHref()}
            >
              {add.label}
            </ButtonLink>
          ) : null
        }
      />
    </>
  );
}
