import type { User } from '@modkit/sdk';
import { useSession } from '@modkit/sdk/react';
import { postLoginRedirect } from '@modkit/sdk/rules';
import { useState } from 'react';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { PageFrame } from '../../ui/page-frame';
import { EnquiryScreen } from './enquiry-screen';
import { valuesFromProfile } from './enquiry-values';

/**
 * `/contact-us` (part 2, Contact Us logged in): the contact form inside the shell, starting with the
 * user's name, e-mail and phone; Go Back leads to the user's library.
 */
export default function ContactUsPage() {
  const { t } = useAppTranslator();
  const user = useSession((s) => s.user?.data) as User | undefined;
  const role = useSession((s) => s.user_type);
  // The profile fills the form once; later profile reloads do not overwrite what the user typed.
  const [initial] = useState(() => valuesFromProfile(user));
  const library = postLoginRedirect(role ?? 'STUDENT', new URLSearchParams());
  return (
    <PageFrame
      title={t('public.contactUs')}
      crumbs={[{ label: t('nav.myLibrary'), href: library }, { label: t('public.contactUs') }]}
    >
      <div className="enquiry-card">
        <EnquiryScreen variant="contact" initial={initial} titleId="page-title" backHref={library} />
      </div>
    </PageFrame>
  );
}
