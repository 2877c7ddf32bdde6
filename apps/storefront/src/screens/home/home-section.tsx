import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { VisuallyHidden, mq, useTokens } from '@storefront/ui-kit';
import { useId, type ReactNode } from 'react';
import { linkStyles, sectionTitleStyles } from '../shared/styles';
import { AppLink } from '../../components/links/app-link';

export interface HomeSectionProps {
  title: string;
  /** The section's content is still loading. */
  busy?: boolean;
  /** Short text under the title (a collection's description). */
  description?: string | null;
  /** "View all" target. */
  viewAllHref?: string;
  /** The section's content; none for the heading alone (a section not drawn yet). */
  children?: ReactNode;
}

/** A titled home section, named by its heading for landmark navigation. */
export function HomeSection({ title, busy, description, viewAllHref, children }: HomeSectionProps) {
  const t = useTokens();
  const tr = useT();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy || undefined}
      css={css`
        margin-block: ${t.space.xl};
        ${mq.md} {
          margin-block: ${t.space.xxl};
        }
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: baseline;
          justify-content: space-between;
          gap: ${t.space.sm};
          margin-bottom: ${t.space.md};
        `}
      >
        <h2 id={id} css={[sectionTitleStyles(t), { margin: 0 }]}>
          {title}
        </h2>
        {viewAllHref && (
          <AppLink to={viewAllHref} css={linkStyles(t)}>
            {tr('browse.home.viewAll')}
            <VisuallyHidden> {title}</VisuallyHidden>
          </AppLink>
        )}
      </div>
      {description && <p css={{ margin: `0 0 ${t.space.md}`, color: t.colors.muted }}>{description}</p>}
      {children}
    </section>
  );
}
