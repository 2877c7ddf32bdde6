/**
 * The id of the page's boot data element, `<script type="application/json" id="boot-data">`: the API's
 * page server writes it (apps/api/src/web/page-head/boot-data.ts), the storefront reads it
 * (apps/storefront/src/app/boot-data.ts). One name both sides take from here.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';
