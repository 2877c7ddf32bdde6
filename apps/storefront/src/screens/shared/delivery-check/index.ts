export { LazyDeliveryCheckBox } from './lazy-delivery-check-box';
export type { DeliveryCheckBoxProps } from './delivery-check-box';
