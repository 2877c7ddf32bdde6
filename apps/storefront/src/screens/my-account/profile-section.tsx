import { MONTHLY_CONSUMPTION_OPTIONS, PHONE_LENGTH, SALON_CATEGORIES } from '@storefront/domain';
import type { User } from '@storefront/sdk';
import { useT, type Translate } from '@storefront/i18n';
import { Button, PasswordField, SelectField, TextField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';
import { phoneDigits } from '../auth/phone-digits';
import { monthlyConsumptionLabel, salonCategoryValue } from '../auth/salon-labels';
import { sectionTitleStyles } from '../shared/styles';
import {
  changesLogin,
  profileChanges,
  profileFormValues,
  profileValidator,
  toFormFieldErrors,
  type ProfileFormValues,
} from './profile-changes';

/** A field's label, as the register form names the same field. */
function fieldLabel(tr: Translate, field: keyof ProfileFormValues): string {
  switch (field) {
    case 'name':
      return tr('account.profile.fullName');
    case 'email':
      return tr('account.profile.email');
    case 'full_phone_number':
      return tr('account.profile.phone');
    case 'gstin':
      return tr('account.business.gstin');
    case 'business_name':
      return tr('account.business.name');
    case 'gst_address':
      return tr('account.business.address');
    case 'gst_state':
      return tr('account.business.state');
    case 'salon_category':
      return tr('account.salon.category');
    case 'monthly_consumption':
      return tr('account.salon.monthlyConsumption');
    case 'salon_location_pincode':
      return tr('account.salon.pincode');
    case 'current_password':
      return tr('account.profile.currentPassword');
  }
}

/** A stored value as the profile shows it: the salon's choices in the page's language, the rest as typed. */
function shownValue(tr: Translate, field: keyof ProfileFormValues, value: string): string {
  if (field === 'salon_category') return salonCategoryValue(tr, value);
  if (field === 'monthly_consumption') return monthlyConsumptionLabel(tr, value);
  return value;
}

/** Which groups of fields the profile shows: business ones for a B2B account, salon ones on a salon store. */
function profileGroups(user: User, salonStore: boolean) {
  return { business: user.business_type === 'b2b', salon: salonStore };
}

/** The profile read-only: a definition list of what is set. */
function ProfileDetails({ user, fields }: { user: User; fields: (keyof ProfileFormValues)[] }) {
  const t = useTokens();
  const tr = useT();
  return (
    <dl css={{ margin: `0 0 ${t.space.md}`, display: 'grid', gap: t.space.xs, '& dt': { fontWeight: t.fontWeights.bold }, '& dd': { margin: `0 0 ${t.space.sm}` } }}>
      {fields.map((field) => {
        const value = field === 'current_password' ? null : user[field];
        return value ? (
          <div key={field}>
            <dt>{fieldLabel(tr, field)}</dt>
            <dd>{shownValue(tr, field, value)}</dd>
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
  const tr = useT();
  const { auth, settings } = useStores();
  const [editing, setEditing] = useState(false);
  const user = auth.user;
  const groups = user ? profileGroups(user, settings.settings?.store_type === 'salon') : { business: false, salon: false };
  const currentPasswordRequired = tr('account.profile.currentPasswordRequired');
  const validate = useMemo(() => (user ? profileValidator(user, currentPasswordRequired) : () => ({})), [user, currentPasswordRequired]);
  const label = (field: keyof ProfileFormValues) => fieldLabel(tr, field);
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
        {tr('account.nav.profile')}
      </h2>
      <p css={{ margin: `0 0 ${t.space.md}` }}>{tr('account.profile.hello', { name: user.name })}</p>
      {!editing ? (
        <>
          <ProfileDetails user={user} fields={fields} />
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {tr('account.profile.edit')}
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
              <TextField name="name" label={label('name')} autoComplete="name" required />
              <TextField name="email" label={label('email')} type="email" autoComplete="email" required={Boolean(user.email)} />
              <TextField
                name="full_phone_number"
                label={label('full_phone_number')}
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
                  label={label('current_password')}
                  hint={tr('account.profile.currentPasswordHint')}
                  required
                />
              )}
              {fields.includes('gstin') && <TextField name="gstin" label={label('gstin')} maxLength={15} />}
              {fields.includes('business_name') && <TextField name="business_name" label={label('business_name')} autoComplete="organization" />}
              {fields.includes('gst_address') && <TextField name="gst_address" label={label('gst_address')} />}
              {fields.includes('gst_state') && (
                <SelectField
                  name="gst_state"
                  label={label('gst_state')}
                  placeholder={tr('account.business.selectState')}
                  options={[...new Set([user.gst_state, ...auth.states.map((s) => s.name)].filter(Boolean) as string[])].map((name) => ({ value: name, label: name }))}
                />
              )}
              {fields.includes('salon_category') && (
                <SelectField
                  name="salon_category"
                  label={label('salon_category')}
                  placeholder={tr('account.salon.selectCategory')}
                  options={SALON_CATEGORIES.map((v) => ({ value: v, label: salonCategoryValue(tr, v) }))}
                />
              )}
              {fields.includes('monthly_consumption') && (
                <SelectField
                  name="monthly_consumption"
                  label={label('monthly_consumption')}
                  placeholder={tr('account.salon.selectMonthlyConsumption')}
                  options={MONTHLY_CONSUMPTION_OPTIONS.map((v) => ({ value: v, label: monthlyConsumptionLabel(tr, v) }))}
                />
              )}
              {fields.includes('salon_location_pincode') && (
                <TextField name="salon_location_pincode" label={label('salon_location_pincode')} inputMode="numeric" maxLength={6} />
              )}
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm }}>
                <Button type="submit" loading={auth.profileSaving}>
                  {tr('account.profile.save')}
                </Button>
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  {tr('account.profile.cancel')}
                </Button>
              </div>
            </form>
          )}
        />
      )}
    </section>
  );
});
