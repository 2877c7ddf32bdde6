import { formValidator } from '@storefront/domain';
import type { Order } from '@storefront/sdk';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, Modal, SelectField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { z } from 'zod';
import { useStores } from '../../../stores';
import { TextAreaField } from '../../shared/text-area-field';

export const RETURN_COMMENT_MAX = 1000;

/** The return form's checks, with their messages in the page's language. */
function returnValidator(messages: { reasonRequired: string; commentTooLong: string }) {
  return formValidator(
    z.object({
      reason: z.string({ error: messages.reasonRequired }).min(1, messages.reasonRequired),
      comment: z.string().max(RETURN_COMMENT_MAX, messages.commentTooLong).optional(),
    }),
  );
}

/** "Return order": a reason from the store's return options and an optional comment. */
export const ReturnDialog = observer(function ReturnDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const { orderHistory } = useStores();
  const reasonRequired = tr('account.return.reasonRequired');
  const commentTooLong = tr('account.return.commentTooLong', { max: RETURN_COMMENT_MAX });
  const validateReturn = useMemo(() => returnValidator({ reasonRequired, commentTooLong }), [reasonRequired, commentTooLong]);
  useEffect(() => {
    void orderHistory.loadReturnOptions();
  }, [orderHistory]);
  const options = orderHistory.returnOptions.map((option) => ({ value: String(option.id), label: translate(option.title) }));
  return (
    <Modal open onClose={onClose} title={tr('account.return.title')}>
      <Form<{ reason?: string; comment?: string }>
        validate={validateReturn}
        onSubmit={async (values) => {
          const sent = await orderHistory.requestReturn(order.id, Number(values.reason), values.comment ?? '');
          // On failure the dialog stays open with what the shopper chose and wrote.
          if (sent) onClose();
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <SelectField name="reason" label={tr('account.return.reason')} placeholder={tr('account.return.chooseReason')} options={options} required />
            <TextAreaField name="comment" label={tr('account.return.comment')} rows={4} maxLength={RETURN_COMMENT_MAX} />
            {orderHistory.refusal && (
              <p role="alert" css={{ margin: `0 0 ${t.space.sm}`, color: t.colors.danger }}>
                {translate(orderHistory.refusal)}
              </p>
            )}
            <Button type="submit" loading={orderHistory.returning}>
              {tr('account.return.submit')}
            </Button>
          </form>
        )}
      />
    </Modal>
  );
});
