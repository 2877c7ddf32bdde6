import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import type { z } from 'zod';
import { contactSchema } from './contact';
import { toFormErrors } from './form-errors';
import { loginSchema } from './login';
import { registerSchema } from './register';
import { subscribeSchema } from './subscribe';

/**
 * Every form's text limits against the API contract (issue: a 151-character subject passed the form and
 * got a 400). For each form field whose contract property has a `maxLength`, the longest allowed text must
 * pass the field and one character more must fail it. The contract is read, not copied, so a change on
 * either side fails here. Review, address and profile forms join the table when their schemas exist.
 */
interface JsonSchema {
  $ref?: string;
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
}

const contract = YAML.parse(readFileSync(join(__dirname, '../../../sdk/openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, JsonSchema> };
};
const schemas = contract.components.schemas;

function resolve(schema: JsonSchema): JsonSchema {
  return schema.$ref ? resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema;
}

/** The contract's properties of a request body, across every `oneOf` branch (login takes several). */
function contractProperties(name: string): Record<string, JsonSchema> {
  const schema = resolve(schemas[name]);
  const branches = schema.oneOf ? schema.oneOf.map(resolve) : [schema];
  return Object.assign({}, ...branches.map((branch) => branch.properties ?? {}));
}

interface FormCase {
  form: string;
  schema: z.ZodType;
  /** The contract schema the form's values are sent as. */
  contractSchema: string;
  /** Form fields sent under another name. */
  renamed?: Record<string, string>;
  /** The other fields filled validly, so only the field under test can fail. */
  valid: Record<string, unknown>;
}

const validRegistration = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  full_phone_number: '9876543210',
  password: 'secret1',
  password_confirmation: 'secret1',
  business_name: 'Asha Salon',
  salon_category: 'women',
  monthly_consumption: '1000-2500',
};

const forms: FormCase[] = [
  {
    form: 'contact',
    schema: contactSchema,
    contractSchema: 'ContactInput',
    valid: { name: 'Asha Rao', email: 'asha@example.in', message: 'Where is my order?' },
  },
  { form: 'subscribe', schema: subscribeSchema, contractSchema: 'SubscriberInput', valid: { email: 'asha@example.in' } },
  {
    form: 'login',
    schema: loginSchema,
    contractSchema: 'LoginInput',
    renamed: { emailOrMobile: 'email' },
    valid: { emailOrMobile: 'asha@example.in', password: 'secret1' },
  },
  {
    form: 'register (B2B salon)',
    schema: registerSchema({ b2b: true, salon: true }),
    contractSchema: 'RegisterUserParams',
    valid: validRegistration,
  },
  {
    form: 'register (OTP default)',
    schema: registerSchema({ otpDefault: true, salon: true }),
    contractSchema: 'RegisterUserParams',
    valid: validRegistration,
  },
];

/** Text of exactly `length` characters that is otherwise valid for the field (emails stay emails). */
function textOfLength(field: string, length: number): string {
  if (field === 'email') return `${'a'.repeat(length - '@example.in'.length)}@example.in`;
  return 'a'.repeat(length);
}

function fieldShape(schema: z.ZodType): string[] {
  return Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape);
}

describe.each(forms)('$form form against $contractSchema', ({ schema, contractSchema, renamed = {}, valid }) => {
  const properties = contractProperties(contractSchema);
  const limited = fieldShape(schema)
    .map((field) => ({ field, sentAs: renamed[field] ?? field }))
    .map(({ field, sentAs }) => ({ field, sentAs, max: properties[sentAs] && resolve(properties[sentAs]).maxLength }))
    .filter((entry): entry is { field: string; sentAs: string; max: number } => typeof entry.max === 'number');

  it('has text fields the contract limits', () => {
    expect(limited.length).toBeGreaterThan(0);
  });

  it.each(limited)('$field accepts $max characters and refuses one more', ({ field, sentAs, max }) => {
    const errorsWith = (length: number) =>
      toFormErrors(schema.safeParse({ ...valid, [field]: textOfLength(sentAs, length) }));
    expect(errorsWith(max)[field]).toBeUndefined();
    expect(errorsWith(max + 1)[field]).toContain(`must be at most ${max} characters`);
  });
});
