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
                disabled={disabled}
                onChange={() => onSelect(choice.value)}
                css={{ marginTop: 4 }}
              />
              <label htmlFor={id} css={{ flex: 1, cursor: 'pointer' }}>
                <strong>{choice.label}</strong>
                {choice.description && <span css={{ display: 'block', color: t.colors.muted, fontSize: t.fontSizes.sm }}>{choice.description}</span>}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
