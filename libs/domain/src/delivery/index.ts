export * from './assess-delivery';
export * from './cod-decision';
export * from './delivery-rules';
export * from './delivery-window';
export * from './match-zone';
export * from './pincode-format';
export * from './place-name';
