import { CONTACT_MESSAGES, toContactInput, validateContact } from './contact';

const filled = { name: 'Asha Rao', email: 'asha@example.in', message: 'Where is my order?' };

describe('contact form', () => {
  it('refuses a 151-character subject and a 101-character name, as the API would', () => {
    expect(validateContact({ ...filled, subject: 's'.repeat(151), name: 'n'.repeat(101) })).toEqual({
      subject: 'subject must be at most 150 characters',
      name: 'name must be at most 100 characters',
    });
    expect(validateContact({ ...filled, subject: 's'.repeat(150) })).toEqual({});
  });

  it('needs a name, an email and a message', () => {
    expect(validateContact({})).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('sends trimmed values without the empty optional fields', () => {
    expect(toContactInput({ ...filled, name: '  Asha Rao ', phone: '', subject: '  ' })).toEqual(filled);
  });
});
