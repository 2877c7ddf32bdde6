import { useT } from '@storefront/i18n';
import { Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { pageDataKeys, useStores } from '../../stores';
import { PageSkeleton } from '../shared/page-skeleton';
import { ScreenError } from '../shared/screen-error';
import { screenStyles, sectionTitleStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { FaqAccordion } from './faq-accordion';
import { groupFaqs } from './group-faqs';

/** /faqs: the questions grouped by category, each answer behind its question. */
const FaqsScreen = observer(function FaqsScreen() {
  const t = useTokens();
  const tr = useT();
  const root = useStores();
  const { content } = root;
  usePageTitle(tr('browse.faqs.tab'));

  useEffect(() => {
    root.loadOnMount(pageDataKeys.faqs(), () => content.loadFaqs());
  }, [root, content]);

  const groups = groupFaqs(content.faqs.value);
  const grouped = groups.some((group) => group.category !== null);

  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>{tr('browse.faqs.title')}</h1>
      {content.faqs.value.length === 0 && content.faqs.loading ? (
        <PageSkeleton lines={5} />
      ) : content.faqs.error && content.faqs.value.length === 0 ? (
        <ScreenError message={content.faqs.error.message} onRetry={() => void content.loadFaqs()} />
      ) : groups.length === 0 ? (
        <p>{tr('browse.faqs.none')}</p>
      ) : grouped ? (
        groups.map((group, index) => (
          <section key={group.category ?? ''} aria-labelledby={`faq-group-${index}`} css={{ marginBottom: t.space.xl }}>
            <h2 id={`faq-group-${index}`} css={sectionTitleStyles(t)}>
              {group.category ?? tr('browse.faqs.other')}
            </h2>
            <FaqAccordion faqs={group.faqs} headingLevel={3} />
          </section>
        ))
      ) : (
        <FaqAccordion faqs={groups[0].faqs} headingLevel={2} />
      )}
    </Container>
  );
});

export default FaqsScreen;
