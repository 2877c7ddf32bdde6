import { fireEvent, within } from '@testing-library/react';
import { installFakeApi } from '../../test-utils/fake-api';
import { renderScreen } from '../shared/testing/render-screen';
import { groupFaqs } from './group-faqs';
import FaqsScreen from '.';

const { fake } = installFakeApi();

describe('FAQs', () => {
  it('groups the questions by category under their own headings', async () => {
    const { container, findByText } = await renderScreen(fake, <FaqsScreen />, { url: '/faqs', path: '/faqs' });
    await findByText('Is shipping free?');
    expect(container.querySelector('h1')).toHaveTextContent('Frequently Asked Questions');
    expect(Array.from(container.querySelectorAll('h2'), (h) => h.textContent)).toEqual(['Orders', 'Payments', 'Shipping']);
    expect(container.querySelectorAll('h3 > button')).toHaveLength(5);
    expect(document.title).toBe('FAQs');
  });

  it('toggles an answer from its question button', async () => {
    const { findByRole, container } = await renderScreen(fake, <FaqsScreen />, { url: '/faqs', path: '/faqs' });
    const question = await findByRole('button', { name: 'Can I cancel my order?' });
    const answer = container.querySelector(`#${CSS.escape(question.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    expect(answer).toHaveAttribute('role', 'region');
    expect(answer).toHaveAttribute('aria-labelledby', question.id);

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(answer).getByText('Yes, until it is shipped.')).toBeInTheDocument();

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('puts questions without a category last, by position', () => {
    const groups = groupFaqs([
      { id: 9, question: 'Q9', answer: 'A', category: null, position: 1 },
      { id: 2, question: 'Q2', answer: 'A', category: 'Orders', position: 2 },
      { id: 1, question: 'Q1', answer: 'A', category: 'Orders', position: 1 },
    ]);
    expect(groups.map((g) => [g.category, g.faqs.map((f) => f.id)])).toEqual([
      ['Orders', [1, 2]],
      [null, [9]],
    ]);
  });
});
