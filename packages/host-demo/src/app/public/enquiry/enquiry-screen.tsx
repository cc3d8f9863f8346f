import { ENQUIRY_MESSAGES, ERROR_TITLES } from '@modkit/sdk/rules';
import { ErrorDialog } from '@modkit/widgets/ui';
import { Link } from '../../router/link';
import { EnquiryForm } from './enquiry-form';
import type { EnquiryValues, EnquiryVariant } from './enquiry-values';
import { useEnquirySubmit } from './use-enquiry-submit';
import '../public.css';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { FocusedStatus } from '../../ui/focused-status';

/**
 * An enquiry from form to thank-you (part 2 §4 contact form: editing, loading, acknowledged): the form,
 * the spec's 'Thanks for your enquiry. Our team will get in touch with you soon.' with a Go Back link,
 * and the server's message in the 'Error!' modal. The page around it gives the title.
 */
export function EnquiryScreen({
  variant,
  initial,
  titleId,
  backHref,
}: {
  variant: EnquiryVariant;
  initial: EnquiryValues;
  titleId: string;
  /** Where Go Back leads (the spec does not say). */
  backHref: string;
}) {
  const enquiry = useEnquirySubmit(variant);
  const { t, wire } = useAppTranslator();
  return (
    <>
      {enquiry.state === 'thanks' ? (
        <div className="enquiry-thanks">
          <FocusedStatus>{wire(ENQUIRY_MESSAGES.thanks)}</FocusedStatus>
          <Link className="btn" href={backHref}>
            {t('public.goBack')}
          </Link>
        </div>
      ) : (
        <EnquiryForm
          variant={variant}
          initial={initial}
          errors={enquiry.errors}
          busy={enquiry.state === 'loading'}
          labelledBy={titleId}
          onSubmit={(values, captcha) => void enquiry.submit(values, captcha)}
        />
      )}
      <ErrorDialog
        message={enquiry.serverError === null ? null : wire(enquiry.serverError)}
        title={wire(ERROR_TITLES.errorBang)}
        onClose={enquiry.closeServerError}
      />
    </>
  );
}
