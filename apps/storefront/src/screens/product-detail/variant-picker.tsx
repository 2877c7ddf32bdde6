import { css } from '@emotion/react';
import type { ProductDetail } from '@storefront/sdk';
import { useT } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { useId } from 'react';
import { choose, isCombinationAvailable, type VariantSelection } from './variants';

export interface VariantPickerProps {
  product: ProductDetail;
  selection: VariantSelection;
  onChange: (selection: VariantSelection) => void;
}

/** One radio group per option type (Size, Colour...); values that do not combine with the others are marked. */
export function VariantPicker({ product, selection, onChange }: VariantPickerProps) {
  const t = useTokens();
  const tr = useT();
  const id = useId();
  if (product.variants.length === 0 || product.option_types.length === 0) return null;
  return (
    <div>
      <span id={`${id}-changes-others`} hidden>
        {tr('browse.variant.changesOthers')}
      </span>
      {product.option_types.map((type) => (
        <fieldset
          key={type.id}
          css={css`
            margin: 0 0 ${t.space.md};
            padding: 0;
            border: 0;
            min-width: 0;
          `}
        >
          <legend css={{ marginBottom: t.space.sm, fontWeight: t.fontWeights.medium }}>
            {type.presentation}: <strong>{selection[type.presentation] ?? tr('browse.variant.chooseOne')}</strong>
          </legend>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm }}>
            {type.option_values.map((value) => {
              const inputId = `${id}-${type.id}-${value.id}`;
              const checked = selection[type.presentation] === value.presentation;
              const available = isCombinationAvailable(product, selection, type, value.presentation);
              return (
                <span key={value.id}>
                  <input
                    id={inputId}
                    type="radio"
                    name={`${id}-${type.id}`}
                    value={value.presentation}
                    checked={checked}
                    aria-describedby={available || checked ? undefined : `${id}-changes-others`}
                    onChange={() => onChange(choose(product, selection, type, value.presentation))}
                    css={css`
                      position: absolute;
                      opacity: 0;
                      width: 1px;
                      height: 1px;
                      &:focus-visible + label {
                        outline: 2px solid ${t.colors.primary};
                        outline-offset: 2px;
                      }
                    `}
                  />
                  <label
                    htmlFor={inputId}
                    css={css`
                      display: inline-flex;
                      align-items: center;
                      min-width: 44px;
                      min-height: 40px;
                      padding: ${t.space.xs} ${t.space.md};
                      border: ${checked ? 2 : 1}px solid ${checked ? t.colors.primary : t.colors.border};
                      border-radius: ${t.radii.md};
                      justify-content: center;
                      cursor: pointer;
                      font-weight: ${checked ? t.fontWeights.bold : t.fontWeights.regular};
                      color: ${available || checked ? t.colors.text : t.colors.muted};
                      text-decoration: ${available || checked ? 'none' : 'line-through'};
                      &:hover {
                        border-color: ${t.colors.hover};
                      }
                    `}
                  >
                    {value.presentation}
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
