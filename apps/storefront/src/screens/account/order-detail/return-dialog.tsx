import { formValidator } from '@storefront/domain';
import type { Order } from '@storefront/sdk';
import { Button, Modal, SelectField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { z } from 'zod';
import { useStores } from '../../../stores';
import { TextAreaField } from '../../shared/text-area-field';

export const RETURN_COMMENT_MAX = 1000;
const RETURN_MESSAGES = {
  reasonRequired: 'Please choose a reason',
  commentTooLong: `Comment must be at most ${RETURN_COMMENT_MAX} characters`,
};

const validateReturn = formValidator(
  z.object({
    reason: z.string({ error: RETURN_MESSAGES.reasonRequired }).min(1, RETURN_MESSAGES.reasonRequired),
    comment: z.string().max(RETURN_COMMENT_MAX, RETURN_MESSAGES.commentTooLong).optional(),
  }),
);

/** "Return order": a reason from the store's return options and an optional comment. */
export const ReturnDialog = observer(function ReturnDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useTokens();
  const { orderHistory } = useStores();
  useEffect(() => {
    void orderHistory.loadReturnOptions();
  }, [orderHistory]);
  const options = orderHistory.returnOptions.map((option) => ({ value: String(option.id), label: option.title }));
  return (
    <Modal open onClose={onClose} title="Return order">
      <Form<{ reason?: string; comment?: string }>
        validate={validateReturn}
        onSubmit={async (values) => {
          const sent = await orderHistory.requestReturn(order.id, Number(values.reason), values.comment ?? '');
          // On failure the dialog stays open with what the shopper chose and wrote.
          if (sent) onClose();
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <SelectField name="reason" label="Reason" placeholder="Choose a reason" options={options} required />
            <TextAreaField name="comment" label="Comment (optional)" rows={4} maxLength={RETURN_COMMENT_MAX} />
            {orderHistory.refusal && (
              <p role="alert" css={{ margin: `0 0 ${t.space.sm}`, color: t.colors.danger }}>
                {orderHistory.refusal}
              </p>
            )}
            <Button type="submit" loading={orderHistory.returning}>
              Submit return
            </Button>
          </form>
        )}
      />
    </Modal>
  );
});
