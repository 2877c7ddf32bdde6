import { css } from '@emotion/react';
import { PRICE_PARAMS, readPriceRange, type PriceRange, type PriceRangeError } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, TextField, useTokens } from '@storefront/ui-kit';
import { useId } from 'react';
import { Form } from 'react-final-form';

interface PriceValues {
  [PRICE_PARAMS.min]?: string;
  [PRICE_PARAMS.max]?: string;
}

export interface PriceRangeFilterProps {
  /** The URL's min_price and max_price as written (a mistaken value stays in its input, with the reason). */
  text: { min: string; max: string };
  /** Why the URL's range was left out, shown until the shopper applies another. */
  urlError?: PriceRangeError;
  /**
   * The list's address without the price and the page: before the script runs (or without one) the form
   * is a plain GET to it, so the browser asks for the list with the range and the server draws it.
   */
  listAddress: { pathname: string; otherParams: [name: string, value: string][] };
  onApply: (range: PriceRange) => void;
}

function validate(values: PriceValues) {
  const { error } = readPriceRange(values[PRICE_PARAMS.min], values[PRICE_PARAMS.max]);
  return error ? { [PRICE_PARAMS[error.field]]: error.message } : {};
}

/** The price range in rupees, as prices are shown; applied to the URL (min_price, max_price) on "Apply". */
export function PriceRangeFilter({ text, urlError, listAddress, onApply }: PriceRangeFilterProps) {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const urlErrorId = useId();
  return (
    <Form<PriceValues>
      // A new URL (Clear all, back) starts the inputs afresh from it.
      key={`${text.min}|${text.max}`}
      initialValues={{ [PRICE_PARAMS.min]: text.min, [PRICE_PARAMS.max]: text.max }}
      validate={validate}
      onSubmit={(values) => onApply(readPriceRange(values[PRICE_PARAMS.min], values[PRICE_PARAMS.max]).range)}
    >
      {({ handleSubmit, dirty }) => (
        <form method="get" action={listAddress.pathname} onSubmit={handleSubmit} noValidate>
          {listAddress.otherParams.map(([name, value], index) => (
            <input key={`${name}|${index}`} type="hidden" name={name} value={value} />
          ))}
          <fieldset
            aria-describedby={urlError && !dirty ? urlErrorId : undefined}
            css={css`
              margin: 0 0 ${t.space.lg};
              padding: 0;
              border: 0;
              min-width: 0;
            `}
          >
            <legend css={{ marginBottom: t.space.sm, fontWeight: t.fontWeights.bold }}>{tr('browse.price.label')}</legend>
            <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: t.space.sm }}>
              <TextField name={PRICE_PARAMS.min} label={tr('browse.filter.min')} inputMode="decimal" autoComplete="off" placeholder="0" />
              <TextField name={PRICE_PARAMS.max} label={tr('browse.filter.max')} inputMode="decimal" autoComplete="off" placeholder={tr('browse.filter.any')} />
            </div>
            {urlError && !dirty && (
              <p id={urlErrorId} role="alert" css={{ margin: `${t.space.xs} 0 0`, color: t.colors.danger, fontSize: t.fontSizes.sm }}>
                {translateMessage(urlError.message)}
              </p>
            )}
            <Button type="submit" variant="secondary" size="sm" css={{ marginTop: t.space.sm }}>
              {tr('browse.filter.apply')}
            </Button>
          </fieldset>
        </form>
      )}
    </Form>
  );
}
