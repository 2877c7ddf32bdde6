// Linted as shipped API code and as an API test: only tests may use the test helpers of testing/.
import { createShopper } from '../../testing/shoppers';

export const makeShopper = createShopper;
