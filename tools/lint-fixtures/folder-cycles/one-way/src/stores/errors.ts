export class StoreError extends Error {}
