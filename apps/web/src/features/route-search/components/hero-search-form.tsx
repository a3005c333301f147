import { RouteSearchForm } from './route-search-form';

/** The landing page's search form; its own chunk (antd Form, Select, DatePicker, zod). */
export function HeroSearchForm() {
  return <RouteSearchForm variant="hero" />;
}
