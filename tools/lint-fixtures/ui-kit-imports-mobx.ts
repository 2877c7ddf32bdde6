// Linted as libs/ui-kit/src: ui-kit components take props, never stores.
import { observable } from 'mobx';

export const uiKitState = observable.box(0);
