import { DOCUMENT_MEDIA_TYPES, MAX_DOCUMENTS, MONTHLY_CONSUMPTION_OPTIONS, SALON_CATEGORIES } from '@storefront/domain';
import { FileField, SelectField, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores';

const SALON_CATEGORY_LABELS: Record<(typeof SALON_CATEGORIES)[number], string> = { mens: 'Mens', women: 'Women', unisex: 'Unisex' };
const DOCUMENT_ACCEPT = [...DOCUMENT_MEDIA_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',');

/** The B2B form's fields (docs/product.md §2): GST No, Business Name, Business Address, Business State, documents. */
export const BusinessFields = observer(function BusinessFields() {
  const { auth } = useStores();
  useEffect(() => {
    void auth.loadStates();
  }, [auth]);
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: '0.5rem' }}>Business details</legend>
      <TextField name="gstin" label="GST No" autoComplete="off" maxLength={15} hint="15 characters, e.g. 29ABCDE1234F1Z5" required />
      <TextField name="business_name" label="Business Name" autoComplete="organization" required />
      <TextField name="gst_address" label="Business Address" autoComplete="street-address" required />
      <SelectField
        name="gst_state"
        label="Business State"
        placeholder={auth.statesLoading ? 'Loading states...' : 'Select a state'}
        options={auth.states.map((state) => ({ value: state.name, label: state.name }))}
        required
      />
      <FileField
        name="documents"
        label="Upload Documents"
        multiple
        accept={DOCUMENT_ACCEPT}
        hint={`PDF, PNG or JPEG, at most 2 MB each, up to ${MAX_DOCUMENTS} files`}
      />
    </fieldset>
  );
});

/**
 * A salon store's fields (docs/product.md §2 and §9): business name (unless the B2B fields have it), category,
 * monthly consumption, location pincode.
 */
export function SalonFields({ withBusinessName }: { withBusinessName: boolean }) {
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: '0.5rem' }}>Salon details</legend>
      {withBusinessName && <TextField name="business_name" label="Business Name" autoComplete="organization" required />}
      <SelectField
        name="salon_category"
        label="Salon category"
        placeholder="Select a category"
        options={SALON_CATEGORIES.map((value) => ({ value, label: SALON_CATEGORY_LABELS[value] }))}
        required
      />
      <SelectField
        name="monthly_consumption"
        label="Monthly consumption"
        placeholder="Select monthly consumption"
        options={MONTHLY_CONSUMPTION_OPTIONS.map((value) => ({ value, label: value }))}
        required
      />
      <TextField
        name="salon_location_pincode"
        label="Salon location pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
    </fieldset>
  );
}
