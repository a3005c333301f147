import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { UnauthorizedScreen } from '@/features/auth/components/guard-screens';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { RecordNotFound, RecordState } from '@/features/network/components/record-state';
import { parseId } from '@/lib/parse-id';

/** What the dashboard pages of one kind of record say around it, and where its list is. */
export type RecordPages = {
  listTitle: string;
  newTitle: string;
  editTitle: string;
  notFoundTitle: string;
  /** Spec §8's failure text for this record ('Failed to get route'). */
  failedTitle: string;
  listHref: string;
};

type RecordRouteProps = {
  pages: RecordPages;
  /** The tab's title when the address names no record. */
  title: string;
  /** The page of the record whose id the address names: a fresh one for each id. */
  children: (id: number) => ReactNode;
};

/** A page of one record (`…/:id`); "not found" when the address has no number for an id. */
export function RecordRoute({ pages, title, children }: RecordRouteProps) {
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <>
        <PageMeta title={title} />
        <RecordNotFound title={pages.notFoundTitle} listHref={pages.listHref} />
      </>
    );
  }
  return <Fragment key={id}>{children(id)}</Fragment>;
}

type RecordPageProps<T> = {
  query: UseQueryResult<T>;
  pages: RecordPages;
  /** The tab's title. */
  title: string;
  children: (record: T) => ReactNode;
};

/** A record's page: a skeleton while it loads, then the record, a 404 or the error with a retry. */
export function RecordPage<T>({ query, pages, title, children }: RecordPageProps<T>) {
  return (
    <>
      <PageMeta title={title} />
      <RecordState
        query={query}
        notFoundTitle={pages.notFoundTitle}
        failedTitle={pages.failedTitle}
        listHref={pages.listHref}
      >
        {children}
      </RecordState>
    </>
  );
}

/** A record that says whether the account may edit it. */
type Editable = { can?: { edit: boolean } | undefined };

type RecordFormRouteProps<T extends Editable, Key extends QueryKey> = {
  pages: RecordPages;
  /** Reads the record to edit. */
  recordQuery: (id: number) => UseQueryOptions<T, Error, T, Key>;
  /** Names the record being edited, under the heading. */
  subtitle: (record: T) => string;
  /** The form: empty for a new record, else filled with the saved one. */
  children: (record: T | undefined) => ReactNode;
};

/**
 * A record's form: empty at `…/new`; at `…/:id/edit`, the saved record's for those the record
 * lets edit it (its `can`), else 403.
 */
export function RecordFormRoute<T extends Editable, Key extends QueryKey>({
  pages,
  recordQuery,
  subtitle,
  children,
}: RecordFormRouteProps<T, Key>) {
  if (useParams().id === undefined) {
    return (
      <>
        <PageMeta title={pages.newTitle} />
        <PageHeader title={pages.newTitle} />
        {children(undefined)}
      </>
    );
  }
  return (
    <RecordRoute pages={pages} title={pages.editTitle}>
      {(id) => (
        <EditRecord query={recordQuery(id)} pages={pages} subtitle={subtitle}>
          {children}
        </EditRecord>
      )}
    </RecordRoute>
  );
}

function EditRecord<T extends Editable, Key extends QueryKey>({
  query,
  pages,
  subtitle,
  children,
}: Omit<RecordFormRouteProps<T, Key>, 'recordQuery'> & {
  query: UseQueryOptions<T, Error, T, Key>;
}) {
  return (
    <RecordPage query={useQuery(query)} pages={pages} title={pages.editTitle}>
      {(record) =>
        record.can?.edit ? (
          <>
            <PageHeader title={pages.editTitle} subtitle={subtitle(record)} />
            {children(record)}
          </>
        ) : (
          <UnauthorizedScreen />
        )
      }
    </RecordPage>
  );
}
