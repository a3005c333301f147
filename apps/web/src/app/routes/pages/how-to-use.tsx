import { DocumentPage } from '@/features/pages/components/document-page';
import { HelpCta } from '@/features/pages/components/help-cta';
import { howToUseContent } from '@/features/pages/content/how-to-use';
import { useLanguage } from '@/i18n/use-language';

/** `/how-to-use`: step-by-step guides for passengers, crews, marshals, Saccos and owners. */
export default function HowToUseRoute() {
  const { language } = useLanguage();
  return (
    <DocumentPage content={howToUseContent[language]} toc>
      <HelpCta />
    </DocumentPage>
  );
}
