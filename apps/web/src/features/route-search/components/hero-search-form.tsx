import { withQueryClient } from '@/lib/query-client';
import { RouteSearchForm } from './route-search-form';

/**
 * The landing page's search form; its own chunk (antd Form, Select, DatePicker, zod, and the
 * query cache its place suggestions use: the landing page itself shows no data).
 */
export const HeroSearchForm = withQueryClient(function HeroSearchForm() {
  return <RouteSearchForm variant="hero" />;
});
