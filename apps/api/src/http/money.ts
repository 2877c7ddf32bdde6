// Paise (database) and rupees (wire) convert by the domain's rules, shared with the SDK's fake.
export { toPaise, toRupees, toRupeesOrNull } from '@storefront/domain';
