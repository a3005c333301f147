import { ContactPage } from '@/features/pages/components/contact-page';

/** `/contact`: how to reach Foleni. */
export default function ContactRoute() {
  return <ContactPage />;
}
