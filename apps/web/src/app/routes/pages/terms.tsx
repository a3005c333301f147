import { DocumentPage } from '@/features/pages/components/document-page';
import { termsContent } from '@/features/pages/content/terms';
import { useLanguage } from '@/i18n/use-language';

/** `/terms`: the terms of service. */
export default function TermsRoute() {
  const { language } = useLanguage();
  return <DocumentPage content={termsContent[language]} toc />;
}
