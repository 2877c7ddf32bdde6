import type { OperationId } from '../../generated/operations';
import { accountResolvers } from './handlers/account';
import { addressResolvers } from './handlers/addresses';
import { authResolvers } from './handlers/auth';
import { cartResolvers } from './handlers/cart';
import { catalogResolvers } from './handlers/catalog';
import { contactResolvers } from './handlers/contact';
import { contentResolvers } from './handlers/content';
import { couponResolvers } from './handlers/coupons';
import { deliveryResolvers } from './handlers/delivery';
import { devResolvers } from './handlers/dev';
import { orderResolvers } from './handlers/orders';
import { paymentResolvers } from './handlers/payments';
import { reviewResolvers } from './handlers/reviews';
import { searchResolvers } from './handlers/search';
import { settingsResolvers } from './handlers/settings';
import { subscriberResolvers } from './handlers/subscriber';
import { walletResolvers } from './handlers/wallet';
import { wishlistResolvers } from './handlers/wishlist';
import type { FakeResolver } from './http';

/** One resolver per contract operation; the type makes a missing operation a compile error. */
export const resolvers: Record<OperationId, FakeResolver> = {
  ...settingsResolvers,
  ...catalogResolvers,
  ...searchResolvers,
  ...authResolvers,
  ...accountResolvers,
  ...wishlistResolvers,
  ...cartResolvers,
  ...couponResolvers,
  ...addressResolvers,
  ...deliveryResolvers,
  ...orderResolvers,
  ...paymentResolvers,
  ...reviewResolvers,
  ...contentResolvers,
  ...subscriberResolvers,
  ...contactResolvers,
  ...walletResolvers,
  ...devResolvers,
};
