// Linted as apps/storefront/src/stores: stores do not depend on React, the look, or the screens.
import { useEffect } from 'react';
import { Button } from '@storefront/ui-kit';
import { HomeScreen } from '../screens/home';

export const storeLeaks = [useEffect, Button, HomeScreen];
