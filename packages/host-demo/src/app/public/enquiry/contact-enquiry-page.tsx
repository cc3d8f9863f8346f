import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import { APP_HOME } from '../marketing-site';
import { EnquiryScreen } from './enquiry-screen';
import { EMPTY_ENQUIRY } from './enquiry-values';

/** `/contact-us-enquiry` (part 1 §2.9, part 2): the contact form for visitors, outside the shell. */
export default function ContactEnquiryPage() {
  return (
    <OnboardingLayout titleId="enquiry-title" wide>
      <section className="onboarding__form" aria-labelledby="enquiry-title">
        <h1 id="enquiry-title">Contact Us</h1>
        <p className="public-intro">
          Questions about modkit? Send us a message and we will answer by e-mail.
        </p>
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
