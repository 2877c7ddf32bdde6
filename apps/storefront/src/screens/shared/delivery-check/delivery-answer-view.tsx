import { formatDeliveryDay, useLocale, useT, useTranslateMessage } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { codText, placeText, type DeliveryAnswer } from '../../../stores';

/**
 * The answer's good news, for the box's status region: the place, "Delivery by Tue, 2 Dec" and cash on
 * delivery (available, or why not). A pincode not served shows its place only; why not is the box's alert.
 */
export function DeliveryAnswerLines({ answer }: { answer: DeliveryAnswer | undefined }) {
  const t = useTokens();
  const tr = useT();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  if (!answer || answer.status === 'failed') return null;
  if (answer.status === 'checking') return <p css={{ margin: 0, color: t.colors.muted }}>{tr('shell.delivery.checking')}</p>;
  const { check } = answer;
  return (
    <>
      <p css={{ margin: 0, fontWeight: t.fontWeights.medium }}>{placeText(check)}</p>
      {check.serviceable && check.latest_delivery_date && <p css={{ margin: 0, color: t.colors.success }}>{tr('shell.delivery.by', { day: formatDeliveryDay(check.latest_delivery_date, locale) })}</p>}
      {check.serviceable && <p css={{ margin: 0, color: check.cod_available ? t.colors.text : t.colors.muted }}>{translateMessage(codText(check))}</p>}
    </>
  );
}
