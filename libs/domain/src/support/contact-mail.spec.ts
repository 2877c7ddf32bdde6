import { cleanContactMessage, contactSupportMail } from './contact-mail';

describe('cleanContactMessage', () => {
  it('trims the text, lower-cases the email and drops a blank subject', () => {
    expect(cleanContactMessage({ name: ' Asha ', email: ' Asha@Example.in', subject: '  ', message: ' Hi ' })).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
      phone: null,
      subject: null,
      message: 'Hi',
    });
  });
});

describe('contactSupportMail', () => {
  it('names the sender and the subject, then the message', () => {
    const mail = contactSupportMail({ name: 'Asha', email: 'asha@example.in', phone: '9876543210', subject: 'Order help', message: 'Where is it?' });
    expect(mail).toEqual({
      subject: 'Contact form: Order help',
      body: 'Name: Asha\nEmail: asha@example.in\nPhone: 9876543210\nSubject: Order help\n\nWhere is it?',
    });
  });

  it('says who wrote when there is no subject', () => {
    expect(contactSupportMail({ name: 'Asha', email: 'a@b.in', phone: null, subject: null, message: 'Hi' }).subject).toBe(
      'Contact form: message from Asha',
    );
  });
});
