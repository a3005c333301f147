import type { RouteDetail, StationDetail } from '@foleni/contract';
import type { ReactElement } from 'react';
import { RouteMeta, RouteTitle } from '@/features/routes/components/route-details';
import { StationMeta } from '@/features/stations/components/station-details';

/**
 * A record's page as the server sends it for one record: the template's loading state (pages.ts)
 * with the record's title, description and heading in place of the grey blocks. The build renders
 * them with a `{{field}}` for each of the record's values, and the server (apps/server's
 * web/record-pages.ts) writes in the fields of the record the API would answer, so a visitor
 * reads which route or station this is as the page's first paint, before its code arrives.
 */
export type RecordPage = {
  /** The template it fills (pages.ts); the filled page is written beside it as `*.record.html`. */
  template: string;
  /** The page's <title> and <meta name="description">. */
  meta: ReactElement;
  /** What the page's <h1> shows once the record has loaded. */
  heading: ReactElement;
};

/** Where the server writes the field `name` of the record. */
function field<Record>(name: keyof Record & string): string {
  return `{{${name}}}`;
}

const route = field<RouteDetail>;
const station = field<StationDetail>;

export const RECORD_PAGES: readonly RecordPage[] = [
  {
    template: 'route.html',
    meta: <RouteMeta code={route('route_id')} name={route('route_name')} />,
    heading: <RouteTitle code={route('route_id')} name={route('route_name')} />,
  },
  {
    template: 'station.html',
    meta: <StationMeta name={station('name')} />,
    heading: <>{station('name')}</>,
  },
];
