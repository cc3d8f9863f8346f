import { MENTOR_ENQUIRY_TITLE } from '@modkit/sdk/rules';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import { useDocumentTitle } from '../../ui/use-document-title';
import { APP_HOME } from '../marketing-site';
import { EnquiryScreen } from './enquiry-screen';
import { EMPTY_ENQUIRY } from './enquiry-values';

/** `/mentor-enquiry` (part 1 §2.9, part 2): 'Get in touch with us!', the mentor variant, no sign-in needed. */
export default function MentorEnquiryPage() {
  const { t, wire } = useAppTranslator();
  useDocumentTitle(wire(MENTOR_ENQUIRY_TITLE));
  return (
    <OnboardingLayout titleId="enquiry-title" wide>
      <section className="onboarding__form" aria-labelledby="enquiry-title">
        <h1 id="enquiry-title">{wire(MENTOR_ENQUIRY_TITLE)}</h1>
        <p className="public-intro">{t('public.mentorIntro')}</p>
        <EnquiryScreen variant="mentor" initial={EMPTY_ENQUIRY} titleId="enquiry-title" backHref={APP_HOME} />
      </section>
    </OnboardingLayout>
  );
}
