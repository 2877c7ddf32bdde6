import { DOCUMENT_MEDIA_TYPES, MAX_DOCUMENTS, MONTHLY_CONSUMPTION_OPTIONS, SALON_CATEGORIES } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { FileField, SelectField, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores';
import { monthlyConsumptionLabel, salonCategoryLabel } from './salon-labels';

/** A GST number's shape, shown as it is in every language. */
const GSTIN_EXAMPLE = '29ABCDE1234F1Z5';
const DOCUMENT_ACCEPT = [...DOCUMENT_MEDIA_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',');

/** The B2B form's fields (docs/product.md §2): GST No, Business Name, Business Address, Business State, documents. */
export const BusinessFields = observer(function BusinessFields() {
  const { auth } = useStores();
  const tr = useT();
  useEffect(() => {
    void auth.loadStates();
  }, [auth]);
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: '0.5rem' }}>{tr('account.business.details')}</legend>
      <TextField name="gstin" label={tr('account.business.gstin')} autoComplete="off" maxLength={15} hint={tr('account.business.gstinHint', { example: GSTIN_EXAMPLE })} required />
      <TextField name="business_name" label={tr('account.business.name')} autoComplete="organization" required />
      <TextField name="gst_address" label={tr('account.business.address')} autoComplete="street-address" required />
      <SelectField
        name="gst_state"
        label={tr('account.business.state')}
        placeholder={auth.statesLoading ? tr('account.business.loadingStates') : tr('account.business.selectState')}
        options={auth.states.map((state) => ({ value: state.name, label: state.name }))}
        required
      />
      <FileField
        name="documents"
        label={tr('account.business.documents')}
        multiple
        accept={DOCUMENT_ACCEPT}
        hint={tr('account.business.documentsHint', { count: MAX_DOCUMENTS })}
      />
    </fieldset>
  );
});

/**
 * A salon store's fields (docs/product.md §2 and §9): business name (unless the B2B fields have it), category,
 * monthly consumption, location pincode.
 */
export function SalonFields({ withBusinessName }: { withBusinessName: boolean }) {
  const tr = useT();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: '0.5rem' }}>{tr('account.salon.details')}</legend>
      {withBusinessName && <TextField name="business_name" label={tr('account.business.name')} autoComplete="organization" required />}
      <SelectField
        name="salon_category"
        label={tr('account.salon.category')}
        placeholder={tr('account.salon.selectCategory')}
        options={SALON_CATEGORIES.map((value) => ({ value, label: salonCategoryLabel(tr, value) }))}
        required
      />
      <SelectField
        name="monthly_consumption"
        label={tr('account.salon.monthlyConsumption')}
        placeholder={tr('account.salon.selectMonthlyConsumption')}
        options={MONTHLY_CONSUMPTION_OPTIONS.map((value) => ({ value, label: monthlyConsumptionLabel(tr, value) }))}
        required
      />
      <TextField
        name="salon_location_pincode"
        label={tr('account.salon.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
    </fieldset>
  );
}
