import { css } from '@emotion/react';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { fieldError, StarIcon, useTokens, visuallyHiddenStyles } from '@storefront/ui-kit';
import { useId } from 'react';
import { Field } from 'react-final-form';

const STARS = [1, 2, 3, 4, 5] as const;
/** The gold of the rating stars shown with reviews. */
const STAR_COLOR = '#b7791f';

/**
 * A rating of 1 to 5 chosen with stars: five native radio buttons ("1 star" ... "5 stars") in a fieldset
 * named by `legend`, so the arrow keys move between them and a screen reader reads the group, the choice
 * and the error. Each radio is drawn as a star; the stars up to the chosen one are filled.
 */
export function StarRatingField({ name, legend }: { name: string; legend: string }) {
  const t = useTokens();
  const translateMessage = useTranslateMessage();
  const tr = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const chosen = Number(input.value) || 0;
        return (
          <fieldset
            aria-describedby={error ? errorId : undefined}
            css={css`
              margin: 0 0 ${t.space.md};
              padding: 0;
              border: 0;
              min-width: 0;
            `}
          >
            <legend
              css={css`
                padding: 0;
                margin-bottom: ${t.space.xs};
                font-size: ${t.fontSizes.sm};
                font-weight: ${t.fontWeights.medium};
              `}
            >
              {legend}
            </legend>
            <div css={{ display: 'flex', alignItems: 'center', gap: t.space.xs }}>
              {STARS.map((n) => {
                const inputId = `${id}-${n}`;
                return (
                  <span key={n} css={{ position: 'relative', display: 'inline-flex' }}>
                    <input
                      type="radio"
                      id={inputId}
                      name={input.name}
                      value={String(n)}
                      checked={chosen === n}
                      aria-invalid={error ? true : undefined}
                      onChange={() => input.onChange(String(n))}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      // Transparent over its star, so a click or tap lands on the radio itself.
                      css={css`
                        position: absolute;
                        inset: 0;
                        width: 100%;
                        height: 100%;
                        margin: 0;
                        opacity: 0;
                        cursor: pointer;
                        &:focus-visible + label {
                          outline: 2px solid ${t.colors.primary};
                          outline-offset: 2px;
                        }
                      `}
                    />
                    <label
                      htmlFor={inputId}
                      data-filled={n <= chosen ? '' : undefined}
                      css={css`
                        display: inline-flex;
                        align-items: center;
                        justify-content: center;
                        width: 44px;
                        height: 44px;
                        border-radius: ${t.radii.md};
                        cursor: pointer;
                        color: ${t.colors.muted};
                        &[data-filled] {
                          color: ${STAR_COLOR};
                        }
                        & svg {
                          width: 28px;
                          height: 28px;
                        }
                      `}
                    >
                      <StarIcon filled={n <= chosen} aria-hidden="true" />
                      <span css={visuallyHiddenStyles}>{tr('browse.review.stars', { count: n })}</span>
                    </label>
                  </span>
                );
              })}
            </div>
            {error && (
              <p
                id={errorId}
                role="alert"
                css={css`
                  margin: ${t.space.xs} 0 0;
                  font-size: ${t.fontSizes.sm};
                  color: ${t.colors.danger};
                `}
              >
                {translateMessage(error)}
              </p>
            )}
          </fieldset>
        );
      }}
    </Field>
  );
}
