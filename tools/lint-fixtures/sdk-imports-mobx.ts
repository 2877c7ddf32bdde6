// Linted as libs/sdk/src: the SDK may not depend on the stores' state library.
import { observable } from 'mobx';

export const sdkState = observable.box(0);
