export { createI18n } from './create-i18n';
export { AREAS, loadArea, type Area } from './areas';
export { SHELL_ENGLISH, englishShellI18n } from './english-shell';
export { useT, useLocale, type Translate, type MessageValues } from './use-t';
export { translateMessage, useTranslateMessage } from './translate-message';
export { formatPrice, formatRupees, formatNumber, formatDeliveryDay, formatIndiaDate } from './format';
export type { MessageId, ShellMessageId } from './catalogs/message-ids';
export { I18nProvider } from '@lingui/react';
export type { I18n } from '@lingui/core';
