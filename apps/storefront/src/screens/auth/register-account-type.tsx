import type { BusinessType } from '@storefront/domain';
import { RadioGroupField } from '@storefront/ui-kit';

const ACCOUNT_TYPES: readonly { value: BusinessType; label: string }[] = [
  { value: 'b2c', label: 'Personal' },
  { value: 'b2b', label: 'Business' },
];

/**
 * "Account type" on a store with B2B sign-up on: a personal account (B2C, the default) or a business one,
 * which adds the B2B fields.
 */
export function AccountTypeField() {
  return <RadioGroupField name="business_type" legend="Account type" options={ACCOUNT_TYPES} />;
}
