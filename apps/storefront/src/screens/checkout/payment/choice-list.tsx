import { css } from '@emotion/react';
import { useTokens, type ThemeTokens } from '@storefront/ui-kit';
import type { ReactNode } from 'react';

/** A radio choice drawn as a card, outlined in the primary colour when chosen (payment method, address). */
export const choiceCardStyles = (t: ThemeTokens, selected: boolean) => css`
  display: flex;
  gap: ${t.space.sm};
  align-items: flex-start;
  padding: ${t.space.md};
  border: 1px solid ${selected ? t.colors.primary : t.colors.border};
  border-radius: ${t.radii.md};
`;

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: string | null;
  /** This one cannot be chosen now; its description says why (and describes the radio). */
  disabled?: boolean;
}

export interface ChoiceListProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  selected: T | null;
  disabled?: boolean;
  onSelect: (value: T) => void;
}

/** A labelled group of radio buttons drawn as cards (payment method, full or advance payment). */
export function ChoiceList<T extends string>({ legend, name, choices, selected, disabled, onSelect }: ChoiceListProps<T>) {
  const t = useTokens();
  return (
    <fieldset css={{ border: 0, margin: `0 0 ${t.space.lg}`, padding: 0 }}>
      <legend css={{ fontWeight: t.fontWeights.medium, marginBottom: t.space.sm }}>{legend}</legend>
      <div css={{ display: 'grid', gap: t.space.sm }}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          const descriptionId = `${id}-description`;
          return (
            <div
              key={choice.value}
              css={choiceCardStyles(t, choice.value === selected)}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                checked={choice.value === selected}
                disabled={disabled || choice.disabled}
                aria-describedby={choice.disabled && choice.description ? descriptionId : undefined}
                onChange={() => onSelect(choice.value)}
                css={{ marginTop: 4 }}
              />
              <div css={{ flex: 1 }}>
                <label htmlFor={id} css={{ display: 'block', cursor: choice.disabled ? 'not-allowed' : 'pointer' }}>
                  <strong>{choice.label}</strong>
                  {choice.description && !choice.disabled && (
                    <span css={{ display: 'block', color: t.colors.muted, fontSize: t.fontSizes.sm }}>{choice.description}</span>
                  )}
                </label>
                {/* Why it cannot be chosen: a description, not part of the choice's name. */}
                {choice.description && choice.disabled && (
                  <span id={descriptionId} css={{ display: 'block', color: t.colors.danger, fontSize: t.fontSizes.sm }}>
                    {choice.description}
                  </span>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
