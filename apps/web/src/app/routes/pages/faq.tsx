import { FaqPage } from '@/features/pages/components/faq-page';

/** `/faq`: frequently asked questions. */
export default function FaqRoute() {
  return <FaqPage />;
}
