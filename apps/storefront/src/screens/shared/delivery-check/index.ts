export { DeliveryCheckBox, type DeliveryCheckBoxProps } from './delivery-check-box';
export { codText, deliveryProblem, placeText } from './delivery-answer-view';
