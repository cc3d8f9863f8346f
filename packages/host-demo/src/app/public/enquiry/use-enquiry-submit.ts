import { ApiError, sendEnquiry, sendMentorEnquiry } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { isValid, SIGNUP_MESSAGES, validateContactEnquiry, validateMentorEnquiry } from '@modkit/sdk/rules';
import { useState } from 'react';
import { type EnquiryValues, type EnquiryVariant, toEnquiryBody } from './enquiry-values';

/** The enquiry's states (part 1 §4, part 2 §4): editing, loading, acknowledged (the thank-you). */
export type EnquiryState = 'editing' | 'loading' | 'thanks';

/**
 * Sends an enquiry: the rules' validator first (messages beside the fields, the captcha required), then
 * POST /enquiries or /enquiries/mentor. The server's field errors go beside the fields (first message per
 * field), any other failure to the 'Error!' modal with the server's message; the captcha is reset.
 */
export function useEnquirySubmit(variant: EnquiryVariant) {
  const client = useClient();
  const [state, setState] = useState<EnquiryState>('editing');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: EnquiryValues, captcha: { token: string | null; reset(): void }) => {
    const body = toEnquiryBody(values, variant, captcha.token ?? '');
    const found = variant === 'mentor' ? validateMentorEnquiry(body) : validateContactEnquiry(body);
    if (!captcha.token) found.recaptchaResponse = SIGNUP_MESSAGES.captcha;
    setErrors(found);
    if (!isValid(found)) return;
    setState('loading');
    try {
      if (variant === 'mentor') await sendMentorEnquiry(client, body);
      else await sendEnquiry(client, body);
      setState('thanks');
    } catch (error) {
      captcha.reset();
      setState('editing');
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setServerError(error instanceof Error ? error.message : String(error));
    }
  };

  return {
    state,
    errors,
    serverError,
    submit,
    closeServerError: () => setServerError(null),
  };
}
