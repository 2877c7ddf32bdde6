import { FIELD_MAX_LENGTHS, PHONE_LENGTH, toContactInput, validateContact } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { Button, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';
import { TextAreaField } from '../shared/text-area-field';

const digitsOnly = (value: string) => (value ?? '').replace(/\D/g, '').slice(0, PHONE_LENGTH);

/** Name, email, optional phone, subject and message; the store sends it and shows the toasts. */
export const ContactForm = observer(function ContactForm() {
  const { content } = useStores();
  const t = useT();
  return (
    <Form
      validate={validateContact}
      onSubmit={async (values, form) => {
        const sent = await content.sendContact(toContactInput(values));
        // final-form supports a restart during submission: the form comes back empty and untouched.
        if (sent) form.restart();
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="contact-form-title">
          <TextField name="name" label={t('browse.contact.name')} autoComplete="name" maxLength={FIELD_MAX_LENGTHS.name} required />
          <TextField name="email" label={t('browse.contact.email')} type="email" autoComplete="email" maxLength={FIELD_MAX_LENGTHS.email} required />
          <TextField
            name="phone"
            label={t('browse.contact.phoneOptional')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            parse={digitsOnly}
            maxLength={PHONE_LENGTH}
            hint={t('browse.contact.digits', { count: PHONE_LENGTH })}
          />
          <TextField name="subject" label={t('browse.contact.subject')} maxLength={FIELD_MAX_LENGTHS.contactSubject} />
          <TextAreaField name="message" label={t('browse.contact.message')} rows={6} maxLength={FIELD_MAX_LENGTHS.contactMessage} required />
          <Button type="submit" loading={content.contactLoading}>
            {t('browse.contact.send')}
          </Button>
        </form>
      )}
    />
  );
});
