import { ADDRESS_TYPES, addressSchema, formValidator, PHONE_LENGTH, type AddressValues } from '@storefront/domain';
import { useT, type MessageId } from '@storefront/i18n';
import type { Address, DeliveryCheck } from '@storefront/sdk';
import { Button, CheckboxField, Row, SelectField, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Form, FormSpy, useField } from 'react-final-form';
import { useStores } from '../../../stores';
import { PincodePlace } from './pincode-place';
import { placeFill, type FilledPlace } from './place-fill';

const validateAddress = formValidator(addressSchema);
/** Indian pincodes have six digits. */
const PINCODE_LENGTH = 6;
const digits = (max: number) => (value: string) => (value ?? '').replace(/\D/g, '').slice(0, max);
const TYPE_LABELS: Record<Address['address_type'], MessageId> = {
  home: 'checkout.address.type.home',
  work: 'checkout.address.type.work',
  other: 'checkout.address.type.other',
};

/** Loads the cities of the chosen state; a change of state clears the city (it belonged to the old one). */
function CitiesOfState({ state, onChange }: { state: string | undefined; onChange: () => void }) {
  const { address } = useStores();
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== state && previous.current !== undefined) onChange();
    previous.current = state;
    void address.loadCities(state ?? '');
  }, [address, state, address.states.length, onChange]);
  return null;
}

/**
 * The fields, an observer of its own: react-final-form calls the render prop inside its own render, where
 * the form's observer would not see the states, cities and saving flag change.
 */
interface AddressFieldsProps {
  clearCity: () => void;
  fillPlace: (check: DeliveryCheck) => void;
  onCancel: () => void;
}

const AddressFields = observer(function AddressFields({ clearCity, fillPlace, onCancel }: AddressFieldsProps) {
  const tr = useT();
  const { address } = useStores();
  // A state or city the lists do not have (filled from a pincode, or saved long ago) stays choosable.
  const state = useField<string>('state', { subscription: { value: true } }).input.value;
  const city = useField<string>('city', { subscription: { value: true } }).input.value;
  const withCurrent = (names: string[], current: string) => (current && !names.includes(current) ? [...names, current] : names);
  const stateOptions = withCurrent(address.states.map((s) => s.name), state).map((name) => ({ value: name, label: name }));
  const cityOptions = withCurrent(address.cities.map((c) => c.name), city).map((name) => ({ value: name, label: name }));
  const typeOptions = ADDRESS_TYPES.map((type) => ({ value: type, label: tr(TYPE_LABELS[type]) }));
  return (
    <>
      <TextField name="name" label={tr('checkout.addressForm.name')} autoComplete="name" required />
      <TextField
        name="phone"
        label={tr('checkout.addressForm.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        parse={digits(PHONE_LENGTH)}
        hint={tr('checkout.addressForm.digits', { count: PHONE_LENGTH })}
        required
      />
      <TextField name="address_line_1" label={tr('checkout.addressForm.line1')} autoComplete="address-line1" required />
      <TextField name="address_line_2" label={tr('checkout.addressForm.line2')} autoComplete="address-line2" />
      <TextField name="landmark" label={tr('checkout.addressForm.landmark')} />
      <TextField
        name="pincode"
        label={tr('checkout.addressForm.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        parse={digits(PINCODE_LENGTH)}
        hint={tr('checkout.addressForm.digits', { count: PINCODE_LENGTH })}
        required
      />
      <FormSpy subscription={{ values: true }}>
        {({ values }) => <PincodePlace pincode={(values as Partial<AddressValues>).pincode} onPlace={fillPlace} />}
      </FormSpy>
      <SelectField
        name="state"
        label={tr('checkout.addressForm.state')}
        placeholder={tr('checkout.addressForm.statePlaceholder')}
        options={stateOptions}
        required
      />
      <FormSpy subscription={{ values: true }}>
        {({ values }) => <CitiesOfState state={(values as Partial<AddressValues>).state} onChange={clearCity} />}
      </FormSpy>
      <SelectField
        name="city"
        label={tr('checkout.addressForm.city')}
        placeholder={tr(address.citiesLoading ? 'checkout.addressForm.citiesLoading' : 'checkout.addressForm.cityPlaceholder')}
        options={cityOptions}
        required
      />
      <SelectField name="address_type" label={tr('checkout.addressForm.type')} options={typeOptions} />
      <CheckboxField name="is_default" label={tr('checkout.addressForm.makeDefault')} />
      <Row gap="sm" wrap>
        <Button type="submit" loading={address.saving}>
          {tr('checkout.addressForm.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {tr('checkout.addressForm.cancel')}
        </Button>
      </Row>
    </>
  );
});

export interface AddressFormProps {
  /** The address being edited; a new one when absent. */
  editing?: Address;
  /** Called with the saved address's id, or with none when the shopper cancels. */
  onDone: (savedId?: number) => void;
}

/**
 * A delivery address: name, phone, lines, landmark, Indian state then city (cities loaded by state),
 * 6-digit pincode, type and default. A failed save keeps everything typed.
 */
export const AddressForm = observer(function AddressForm({ editing, onDone }: AddressFormProps) {
  const tr = useT();
  const { address } = useStores();
  useEffect(() => {
    void address.loadStates();
  }, [address]);
  // City and State as last filled from the pincode: a field still holding them may be filled again. An
  // address being edited counts as filled from its own pincode, so a new pincode corrects both.
  const filled = useRef<FilledPlace>(editing ? { state: editing.state, city: editing.city } : {});
  // Taken once: a later change of the address book must not reset what the shopper is typing.
  const [initialValues] = useState<Partial<AddressValues>>(() =>
    editing
      ? { ...editing, address_line_2: editing.address_line_2 ?? undefined, landmark: editing.landmark ?? undefined }
      : { address_type: 'home', is_default: address.addressList.length === 0 },
  );
  return (
    <Form<Partial<AddressValues>>
      initialValues={initialValues}
      validate={validateAddress}
      onSubmit={async (values) => {
        const parsed = addressSchema.parse(values);
        const input = { ...parsed, address_line_2: parsed.address_line_2 ?? null, landmark: parsed.landmark ?? null };
        const savedId = editing
          ? (await address.update({ id: editing.id, ...input })) && editing.id
          : (await address.create(input))?.id;
        if (savedId) onDone(savedId);
      }}
      mutators={{
        // A state changed by the pincode brings its city along: only a state the shopper chose clears it.
        clearCity: (_args, state, tools) => {
          const values = state.formState.values as Partial<AddressValues>;
          if (filled.current.city !== undefined && values.city === filled.current.city && values.state === filled.current.state) return;
          tools.changeValue(state, 'city', () => undefined);
        },
        fillPlace: (args, state, tools) => {
          const [check] = args as [DeliveryCheck];
          const fill = placeFill(state.formState.values as Partial<AddressValues>, filled.current, check);
          if (fill.state !== undefined) tools.changeValue(state, 'state', () => fill.state);
          if (fill.city !== undefined) tools.changeValue(state, 'city', () => fill.city);
          filled.current = { ...filled.current, ...fill };
        },
      }}
      render={({ handleSubmit, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={tr(editing ? 'checkout.addressForm.editLabel' : 'checkout.addressForm.newLabel')}>
          <AddressFields clearCity={form.mutators.clearCity} fillPlace={form.mutators.fillPlace} onCancel={() => onDone()} />
        </form>
      )}
    />
  );
});
