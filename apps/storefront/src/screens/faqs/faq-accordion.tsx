import { css } from '@emotion/react';
import type { Faq } from '@storefront/sdk';
import { ChevronDownIcon, reducedMotion, useTokens } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { SafeHtml } from '../shared/safe-html';
import { focusRing, proseStyles } from '../shared/styles';

type HeadingLevel = 2 | 3;

/** One question: a heading holding the toggle button, and the answer region it controls. */
function FaqItem({ faq, headingLevel }: { faq: Faq; headingLevel: HeadingLevel }) {
  const t = useTokens();
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const Heading = `h${headingLevel}` as const;
  return (
    <li
      css={css`
        border-bottom: 1px solid ${t.colors.border};
      `}
    >
      <Heading
        css={css`
          margin: 0;
          font-size: ${t.fontSizes.md};
        `}
      >
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          css={[
            css`
              display: flex;
              width: 100%;
              align-items: center;
              justify-content: space-between;
              gap: ${t.space.md};
              padding: ${t.space.md} ${t.space.xs};
              border: 0;
              background: none;
              color: inherit;
              font: inherit;
              font-weight: ${t.fontWeights.medium};
              text-align: left;
              cursor: pointer;
              &:hover {
                color: ${t.colors.hover};
              }
              & svg {
                flex: none;
                transition: transform 200ms ease;
                transform: rotate(${open ? 180 : 0}deg);
              }
              ${reducedMotion} {
                & svg {
                  transition: none;
                }
              }
            `,
            focusRing(t),
          ]}
        >
          <span>{faq.question}</span>
          <ChevronDownIcon aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        css={css`
          padding: 0 ${t.space.xs} ${t.space.md};
        `}
      >
        <SafeHtml html={faq.answer} headingOffset={headingLevel} css={proseStyles(t)} />
      </div>
    </li>
  );
}

/** Questions that open one at a time or together: each toggles on its own (WAI-ARIA accordion). */
export function FaqAccordion({ faqs, headingLevel }: { faqs: readonly Faq[]; headingLevel: HeadingLevel }) {
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
