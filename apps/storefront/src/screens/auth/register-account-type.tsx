import type { BusinessType } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { RadioGroupField } from '@storefront/ui-kit';

/**
 * "Account type" on a store with B2B sign-up on: a personal account (B2C, the default) or a business one,
 * which adds the B2B fields.
 */
export function AccountTypeField() {
  const tr = useT();
  const options: readonly { value: BusinessType; label: string }[] = [
    { value: 'b2c', label: tr('account.register.personal') },
    { value: 'b2b', label: tr('account.register.business') },
  ];
  return <RadioGroupField name="business_type" legend={tr('account.register.accountType')} options={options} />;
}
