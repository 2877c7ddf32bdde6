import { MONTHLY_CONSUMPTION_OPTIONS, PHONE_LENGTH, SALON_CATEGORIES } from '@storefront/domain';
import type { User } from '@storefront/sdk';
import { Button, PasswordField, SelectField, TextField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';
import { phoneDigits } from '../auth/phone-digits';
import { sectionTitleStyles } from '../shared/styles';
import {
  changesLogin,
  profileChanges,
  profileFormValues,
  profileValidator,
  toFormFieldErrors,
  type ProfileFormValues,
} from './profile-changes';

const LABELS: Record<keyof ProfileFormValues, string> = {
  name: 'Full Name',
  email: 'Email',
  full_phone_number: 'Phone/Mobile',
  gstin: 'GST No',
  business_name: 'Business Name',
  gst_address: 'Business Address',
  gst_state: 'Business State',
  salon_category: 'Salon category',
  monthly_consumption: 'Monthly consumption',
  salon_location_pincode: 'Salon location pincode',
  current_password: 'Current password',
};

/** Which groups of fields the profile shows: business ones for a B2B account, salon ones on a salon store. */
function profileGroups(user: User, salonStore: boolean) {
  return { business: user.business_type === 'b2b', salon: salonStore };
}

/** The profile read-only: a definition list of what is set. */
function ProfileDetails({ user, fields }: { user: User; fields: (keyof ProfileFormValues)[] }) {
  const t = useTokens();
  return (
    <dl css={{ margin: `0 0 ${t.space.md}`, display: 'grid', gap: t.space.xs, '& dt': { fontWeight: t.fontWeights.bold }, '& dd': { margin: `0 0 ${t.space.sm}` } }}>
      {fields.map((field) => {
        const value = field === 'current_password' ? null : user[field];
        return value ? (
          <div key={field}>
            <dt>{LABELS[field]}</dt>
            <dd>{value}</dd>
          </div>
        ) : null;
      })}
    </dl>
  );
}

/**
 * My account's Profile: name, email, phone and the business fields, viewed then edited (PUT
 * current_user_detail with only what changed). A failure shows the server's error field by its field and
 * keeps what was typed.
 */
export const ProfileSection = observer(function ProfileSection() {
  const t = useTokens();
  const { auth, settings } = useStores();
  const [editing, setEditing] = useState(false);
  const user = auth.user;
  const groups = user ? profileGroups(user, settings.settings?.store_type === 'salon') : { business: false, salon: false };
  const validate = useMemo(() => (user ? profileValidator(user) : () => ({})), [user]);
  useEffect(() => {
    if (editing && groups.business) void auth.loadStates();
  }, [auth, editing, groups.business]);
  if (!user) return null;

  const fields = (
    [
    'name',
    'email',
    'full_phone_number',
    ...(groups.business ? (['gstin', 'business_name', 'gst_address', 'gst_state'] as const) : []),
    ...(groups.salon ? (['business_name', 'salon_category', 'monthly_consumption', 'salon_location_pincode'] as const) : []),
    ] as (keyof ProfileFormValues)[]
  ).filter((field, index, all) => all.indexOf(field) === index);

  return (
    <section aria-labelledby="account-profile-title" css={{ marginBottom: t.space.xl }}>
      <h2 id="account-profile-title" css={sectionTitleStyles(t)}>
        Profile
      </h2>
      <p css={{ margin: `0 0 ${t.space.md}` }}>Hello, {user.name}</p>
      {!editing ? (
        <>
          <ProfileDetails user={user} fields={fields} />
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        </>
      ) : (
        <Form<ProfileFormValues>
          initialValues={profileFormValues(user)}
          validate={validate}
          onSubmit={async (values) => {
            const changes = profileChanges(user, values);
            if (Object.keys(changes).length === 0) return setEditing(false);
            const result = await auth.updateProfile(changes);
            if (result.ok) return setEditing(false);
            return toFormFieldErrors(result.fieldErrors);
          }}
          render={({ handleSubmit, values }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="account-profile-title">
              <TextField name="name" label={LABELS.name} autoComplete="name" required />
              <TextField name="email" label={LABELS.email} type="email" autoComplete="email" required={Boolean(user.email)} />
              <TextField
                name="full_phone_number"
                label={LABELS.full_phone_number}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                parse={phoneDigits}
                maxLength={PHONE_LENGTH}
                required
              />
              {changesLogin(user, values) && (
                <PasswordField
                  name="current_password"
                  label={LABELS.current_password}
                  hint="Needed to change your email or mobile number"
                  required
                />
              )}
              {fields.includes('gstin') && <TextField name="gstin" label={LABELS.gstin} maxLength={15} />}
              {fields.includes('business_name') && <TextField name="business_name" label={LABELS.business_name} autoComplete="organization" />}
              {fields.includes('gst_address') && <TextField name="gst_address" label={LABELS.gst_address} />}
              {fields.includes('gst_state') && (
                <SelectField
                  name="gst_state"
                  label={LABELS.gst_state}
                  placeholder="Select a state"
                  options={[...new Set([user.gst_state, ...auth.states.map((s) => s.name)].filter(Boolean) as string[])].map((name) => ({ value: name, label: name }))}
                />
              )}
              {fields.includes('salon_category') && (
                <SelectField name="salon_category" label={LABELS.salon_category} placeholder="Select a category" options={SALON_CATEGORIES.map((v) => ({ value: v, label: v }))} />
              )}
              {fields.includes('monthly_consumption') && (
                <SelectField
                  name="monthly_consumption"
                  label={LABELS.monthly_consumption}
                  placeholder="Select monthly consumption"
                  options={MONTHLY_CONSUMPTION_OPTIONS.map((v) => ({ value: v, label: v }))}
                />
              )}
              {fields.includes('salon_location_pincode') && (
                <TextField name="salon_location_pincode" label={LABELS.salon_location_pincode} inputMode="numeric" maxLength={6} />
              )}
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm }}>
                <Button type="submit" loading={auth.profileSaving}>
                  Save profile
                </Button>
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        />
      )}
    </section>
  );
});
