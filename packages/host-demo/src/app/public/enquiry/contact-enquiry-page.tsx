import { useAppTranslator } from '../../i18n/use-app-translator';
import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import { useDocumentTitle } from '../../ui/use-document-title';
import { APP_HOME } from '../marketing-site';
import { EnquiryScreen } from './enquiry-screen';
import { EMPTY_ENQUIRY } from './enquiry-values';

/** `/contact-us-enquiry` (part 1 §2.9, part 2): the contact form for visitors, outside the shell. */
export default function ContactEnquiryPage() {
  const { t } = useAppTranslator();
  useDocumentTitle(t('public.contactUs'));
  return (
    <OnboardingLayout titleId="enquiry-title" wide>
      <section className="onboarding__form" aria-labelledby="enquiry-title">
        <h1 id="enquiry-title">{t('public.contactUs')}</h1>
        <p className="public-intro">{t('public.contactIntro')}</p>
        <EnquiryScreen
          variant="contact"
          initial={EMPTY_ENQUIRY}
          titleId="enquiry-title"
          backHref={APP_HOME}
        />
      </section>
    </OnboardingLayout>
  );
}
