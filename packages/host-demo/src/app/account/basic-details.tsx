import type { User } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { addressView, GENDER_OPTIONS, organizationName } from '@modkit/sdk/rules';
import { assetUrl } from '@modkit/widgets/ui';
import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { PhoneField } from '../signup/phone-field';
import { EmailField } from '../ui/email-field';
import { NameFields } from '../ui/name-fields';
import { SelectField } from '../ui/select-field';
import { PhotoField } from './photo-field';
import { SchoolAddressField } from './school-address-field';
import type { ProfileForm } from './use-profile-form';

/**
 * Basic Details (part 2 §2, §5): photo, names, e-mail, phone with its country code (changing the code clears
 * the number), gender, date of birth (no future date) and the organization, read-only. An LMS's or partner's
 * learner, whose account's address is a placeholder, sees the address their school sent as such (issue 43),
 * or, when it sent none, an empty e-mail field to add their own; never the placeholder. `action` is the
 * change-password button beside the heading.
 */
export function BasicDetails({ user, form, action }: { user: User; form: ProfileForm; action: ReactNode }) {
  const client = useClient();
  const { values, set, errors } = form;
  const { t, wire } = useAppTranslator();
  const address = addressView(user);
  return (
    <section aria-labelledby="basic-details" className="account-section">
      <div className="section-head">
        <h2 id="basic-details">{t('profile.basicDetails')}</h2>
        {action}
      </div>
      <PhotoField
        current={assetUrl(client.baseURL, user.media?.path)}
        name={`${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || t('profile.you')}
        onChange={form.setPhoto}
        serverError={errors.media}
      />
      <NameFields
        values={values}
        errors={errors}
        change={(name) => (e) => set(name)(e.currentTarget.value)}
      />
      {address.kind === 'school' ? (
        <SchoolAddressField email={address.email} from={address.from} />
      ) : (
        <EmailField
          value={values.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
          hint={address.kind === 'none' ? t('address.none') : undefined}
        />
      )}
      <PhoneField
        legend={t('profile.phone')}
        country={values.country}
        phone={values.phone}
        errors={{ country_code: errors.country_code, phone: errors.phone }}
        onChange={(next) => {
          set('country')(next.country);
          set('phone')(next.phone);
        }}
      />
      <div className="field-row">
        <SelectField
          label={t('profile.gender')}
          value={values.gender.toUpperCase()}
          onChange={(e) => set('gender')(e.currentTarget.value)}
          options={GENDER_OPTIONS.map((g) => ({ label: wire(g.label), value: g.value }))}
          error={errors.gender}
        />
        <TextField
          label={t('profile.dob')}
          type="date"
          max={form.today}
          value={values.dob}
          onChange={(e) => set('dob')(e.currentTarget.value)}
          error={errors.dob}
        />
      </div>
      <TextField
        label={t('profile.organization')}
        value={organizationName(user.organization)}
        readOnly
        placeholder="---"
      />
    </section>
  );
}
